import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordUsage } from '@tandem/platform/billing/usage-records';
import type { RunStatus } from '@tandem/platform/db/tables/runs';
import { signUp, startApi, type ApiHarness, type TestUser } from '../../testing/api-harness.js';
import { OVERVIEW_DAYS } from '../../workspaces/workspace-overview.js';

const definition = { version: 1, trigger: { type: 'manual' }, steps: [{ name: 'pause', type: 'wait', duration: 'PT1M' }] };
const DAY = 24 * 60 * 60 * 1000;
const today = () => new Date().toISOString().slice(0, 10);

describe("the workspace's home page figures", () => {
  let api: ApiHarness;
  let user: TestUser;
  let other: TestUser;

  const flow = async (owner: TestUser, name: string) => (await owner.request('POST', `/api/workspaces/${owner.workspaceId}/flows`, { name, definition })).body.flowId as string;
  /** A run in the index, `ago` ms before now (ulid of that time, so the newest is the last). */
  const run = async (owner: TestUser, flowId: string, status: RunStatus, ago = 0) => {
    const at = new Date(Date.now() - ago);
    const id = `run_${ulid(at.getTime())}`;
    await api.db
      .insertInto('runs')
      .values({ id, workspaceId: owner.workspaceId, flowId, versionId: 'v', workflowId: id, triggerType: 'manual', status, startedAt: at, closedAt: status === 'running' ? null : at, error: status === 'failed' ? JSON.stringify({ message: 'Slack said no' }) : null })
      .execute();
    return id;
  };
  const overview = (owner: TestUser) => owner.request('GET', `/api/workspaces/${owner.workspaceId}/overview`);

  beforeAll(async () => {
    api = await startApi();
    [user, other] = [await signUp(api.app), await signUp(api.app)];
  });
  afterAll(() => api?.stop());

  it('starts empty: thirty days of zero, no failing flow, the plan\'s credits untouched, no flow', async () => {
    const res = await overview(user);
    expect(res.status).toBe(200);
    expect(res.body.runsPerDay).toHaveLength(OVERVIEW_DAYS);
    expect(res.body.runsPerDay.at(-1).day).toBe(today());
    expect(res.body.runsPerDay.every((d: { succeeded: number; failed: number; running: number; cancelled: number }) => d.succeeded + d.failed + d.running + d.cancelled === 0)).toBe(true);
    expect(res.body).toMatchObject({ failingFlows: [], flowCount: 0, credits: { plan: 'freemium', used: 0, included: 1000, limit: 1000 } });
    // The first flow it offers needs no connection: its copy is complete at once.
    const starter = await user.request('POST', `/api/workspaces/${user.workspaceId}/library/${res.body.starterFlowId}/copy`);
    expect(starter.body.name).toBe('Webhook summary');
    expect((await user.request('GET', `/api/workspaces/${user.workspaceId}/flows/${starter.body.flowId}/checklist`)).body).toMatchObject({ complete: true });
    await user.request('DELETE', `/api/workspaces/${user.workspaceId}/flows/${starter.body.flowId}`);
  });

  it("counts runs per day by outcome, lists the flows whose latest run failed, and the month's credits; never another workspace's", async () => {
    const [healthy, broken, recovered] = [await flow(user, 'Healthy'), await flow(user, 'Broken'), await flow(user, 'Recovered')];
    await run(user, healthy, 'completed');
    await run(user, healthy, 'completed', 2 * DAY);
    await run(user, broken, 'completed', 3 * DAY);
    const failed = await run(user, broken, 'failed', 60_000);
    await run(user, broken, 'running');
    await run(user, recovered, 'failed', 2 * DAY);
    await run(user, recovered, 'completed', 60_000);
    await run(user, healthy, 'completed', (OVERVIEW_DAYS + 2) * DAY); // before the chart
    await recordUsage(api.db, { workspaceId: user.workspaceId, runId: failed, app: 'slack', action: 'messages.send', credits: 7 });
    // Another workspace's runs and credits, on the same days.
    const theirs = await flow(other, 'Theirs');
    await run(other, theirs, 'failed');
    await run(other, theirs, 'completed', 2 * DAY);
    await recordUsage(api.db, { workspaceId: other.workspaceId, runId: 'r', app: 'slack', action: 'messages.send', credits: 50 });

    const { body } = await overview(user);
    const byDay = Object.fromEntries(body.runsPerDay.map((d: { day: string }) => [d.day, d]));
    const dayOf = (ago: number) => new Date(Date.now() - ago).toISOString().slice(0, 10);
    const sum = (key: string) => body.runsPerDay.reduce((n: number, d: Record<string, number>) => n + d[key]!, 0);
    expect({ succeeded: sum('succeeded'), failed: sum('failed'), running: sum('running'), cancelled: sum('cancelled') }).toEqual({ succeeded: 4, failed: 2, running: 1, cancelled: 0 });
    expect(byDay[dayOf(2 * DAY)]).toMatchObject({ succeeded: 1, failed: 1 });
    expect(body.failingFlows).toEqual([{ flowId: broken, name: 'Broken', runId: failed, failedAt: expect.any(String), error: 'Slack said no' }]);
    expect(body.credits).toMatchObject({ used: 7, included: 1000 });
    expect(body.flowCount).toBe(3);

    const theirsView = (await overview(other)).body;
    expect(theirsView.failingFlows.map((f: { name: string }) => f.name)).toEqual(['Theirs']);
    expect(theirsView.credits.used).toBe(50);
    expect(theirsView.flowCount).toBe(1);
    expect((await other.request('GET', `/api/workspaces/${user.workspaceId}/overview`)).status).toBe(404);
  });
});
