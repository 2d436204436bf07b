import { ScheduleNotFoundError } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lit } from '@tandem/catalog';
import { signUp, startApi, type ApiHarness, type TestUser } from '../testing/api-harness.js';

const echo = { name: 'seen', type: 'utility', utility: 'transform', input: { list: lit([1]), mapping: lit(1) } };

/**
 * Deleting a workspace through the API stops everything it owns, on the real Temporal server. No
 * worker serves this namespace, so a started run stays running until the deletion cancels it.
 */
describe('deleting a workspace stops everything it owns', () => {
  let api: ApiHarness;
  let owner: TestUser;
  const ws = () => `/api/workspaces/${owner.workspaceId}`;

  beforeAll(async () => {
    api = await startApi();
    owner = await signUp(api.app, 'Dora Deleter');
  });
  afterAll(() => api?.stop());

  async function liveFlow(trigger: unknown): Promise<string> {
    const created = await owner.request('POST', `${ws()}/flows`, { name: `Flow ${trigger && (trigger as { type: string }).type}`, definition: { version: 1, trigger, steps: [echo] } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const live = await owner.request('PUT', `${ws()}/flows/${created.body.flowId}/live`, { versionId: created.body.latestVersionId });
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    return created.body.flowId;
  }

  it('deletes schedules, stops watches, closes hooks, cancels runs and destroys connection secrets', async () => {
    const scheduled = await liveFlow({ type: 'schedule', schedule: { kind: 'hourly', everyHours: 1 } });
    const watched = await liveFlow({ type: 'changeWatch', app: 'http', action: 'request.send', input: { url: lit('https://shop.example.com/products') }, changeType: 'create', idPath: ['id'] });
    const hooked = await liveFlow({ type: 'webhook' });
    const hookPath = new URL((await owner.request('GET', `${ws()}/flows/${hooked}/trigger`)).body.hookUrl).pathname;
    expect((await api.app.inject({ method: 'POST', url: hookPath, payload: {} })).statusCode).toBe(202);
    const manual = await owner.request('POST', `${ws()}/flows`, { name: 'Manual', definition: { version: 1, trigger: { type: 'manual' }, steps: [echo] } });
    const run = await owner.request('POST', `${ws()}/flows/${manual.body.flowId}/runs`, {});
    expect(run.status).toBe(201);
    const connection = await owner.request('POST', `${ws()}/connections`, { app: 'openai', name: 'OpenAI', auth: { token: 'sk-delete-me' }, config: {} });
    expect(connection.status, JSON.stringify(connection.body)).toBe(201);
    const schedule = api.temporal.schedule.getHandle(`flow_${scheduled}`);
    await schedule.describe();
    const watch = api.temporal.workflow.getHandle(`watch_${watched}`);
    expect((await watch.describe()).status.name).toBe('RUNNING');

    const deleted = await owner.request('DELETE', ws());
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    await expect(schedule.describe()).rejects.toBeInstanceOf(ScheduleNotFoundError);
    expect((await watch.describe()).status.name).toBe('TERMINATED');
    const hook = await api.app.inject({ method: 'POST', url: hookPath, payload: {} });
    expect(hook.statusCode).toBe(404);
    const runs = await api.db.selectFrom('runs').select('workflowId').where('workspaceId', '=', owner.workspaceId).execute();
    expect(runs).toHaveLength(2);
    for (const { workflowId } of runs) {
      const history = await api.temporal.workflow.getHandle(workflowId).fetchHistory();
      expect(history.events?.some((e) => e.workflowExecutionCancelRequestedEventAttributes), workflowId).toBe(true);
    }
    const stored = await api.db.selectFrom('connections').selectAll().where('id', '=', connection.body.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ authSealed: null, config: {}, userInfo: null, deletedAt: expect.any(Date) });
    const flows = await api.db.selectFrom('flows').select(['liveVersionId', 'hookTokenHash', 'hookTokenSealed']).where('workspaceId', '=', owner.workspaceId).execute();
    expect(flows.every((f) => f.liveVersionId === null && f.hookTokenHash === null && f.hookTokenSealed === null)).toBe(true);
    expect((await owner.request('POST', `${ws()}/flows/${manual.body.flowId}/runs`, {})).status).toBe(404);
  });
});
