import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lit, ref } from '@tandem/catalog';
import { eventually } from '../scripts/test-env/eventually.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';

const text = (name: string, value: unknown) => ({ name, type: 'utility', utility: 'variable', input: { name: lit(name), valueType: lit('text'), value } });
/** A condition on a text (of a type unknown before the run) fails its step with a TypeError: a step that always fails, without any app. */
const failing = (name: string, value: unknown) => ({ name, type: 'condition', condition: { type: 'operator', operator: 'parseJson', params: [{ type: 'operator', operator: 'toJson', params: [value] }] }, consequent: [], alternative: [] });

/** Error flows (docs/flow-language.md § Error flows) through the API, Temporal and the workers. */
describe('error flows', () => {
  let stack: TestStack;
  let user: TestUser;
  const ws = () => `/api/workspaces/${user.workspaceId}`;

  async function liveFlow(name: string, definition: unknown): Promise<string> {
    const created = await user.request('POST', `${ws()}/flows`, { name, definition });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const live = await user.request('PUT', `${ws()}/flows/${created.body.flowId}/live`, { versionId: created.body.latestVersionId });
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    return created.body.flowId;
  }

  const runsOf = async (flowId: string) => (await user.request('GET', `${ws()}/runs?flowId=${flowId}&limit=200`)).body.items as { runId: string; status: string; triggerType: string }[];

  beforeAll(async () => {
    stack = await startTestStack({ pools: 'flows' });
    user = await signUp(stack.app);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('fires exactly once for each of 20 failed runs, and never for its own failed runs', async () => {
    const fragile = await liveFlow('Fragile', { version: 1, trigger: { type: 'manual' }, steps: [failing('check', lit('not a Boolean'))] });
    // The error flow fails too: its own failures must start nothing.
    const onFailure = await liveFlow('On failure', {
      version: 1,
      trigger: { type: 'runFailed', flows: [fragile] },
      steps: [text('what', ref('trigger', 'run', 'id')), failing('alsoBroken', ref('trigger', 'error', 'message'))],
    });
    const failed: string[] = [];
    for (let i = 0; i < 20; i++) {
      const started = await user.request('POST', `${ws()}/flows/${fragile}/runs`, { input: {} });
      expect(started.status).toBe(201);
      failed.push(started.body.runId);
    }
    for (const runId of failed) expect((await waitForRun(user, runId)).status).toBe('failed');
    // Each failed run registers its error flow's run before it closes, so once all are closed every one is counted.
    const runs = await eventually(() => runsOf(onFailure), (list) => list.length >= 20, 60_000);
    expect(runs).toHaveLength(20);
    // An error flow's run would start another before it closes: once these are closed, none can come.
    const states = await Promise.all(runs.map((run) => waitForRun(user, run.runId, 60_000)));
    expect(states.every((state) => state.status === 'failed' && state.trigger.type === 'runFailed')).toBe(true);
    expect(states.map((state) => state.trigger.payload.run.id).sort()).toEqual([...failed].sort());
    const [one] = states;
    expect(one.trigger.payload).toMatchObject({
      flow: { id: fragile, name: 'Fragile' },
      run: { triggerType: 'manual', url: expect.stringMatching(new RegExp(`/w/${user.workspaceId}/runs/${one.trigger.payload.run.id}$`)) },
      step: { path: 'check', name: 'check' },
      error: { message: "The condition of step 'check' gave Text, not a Boolean", type: 'TypeError' },
      recoverUrl: expect.stringMatching(/#recover$/),
    });
    // The error flow's own 20 failures started no run of it (all 20 answer Fragile's runs), and no other.
    expect(await runsOf(onFailure)).toHaveLength(20);
  }, 180_000);

  it("starts the workspace's default error flow, and only for runs of other flows", async () => {
    const other = await liveFlow('Other', { version: 1, trigger: { type: 'manual' }, steps: [failing('check', lit('no'))] });
    const fallback = await liveFlow('Default error flow', { version: 1, trigger: { type: 'manual' }, steps: [failing('broken', lit('also no'))] });
    const set = await user.request('PATCH', ws(), { errorFlowId: fallback });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.errorFlowId).toBe(fallback);
    const started = await user.request('POST', `${ws()}/flows/${other}/runs`, { input: {} });
    expect((await waitForRun(user, started.body.runId)).status).toBe('failed');
    const runs = await eventually(() => runsOf(fallback), (list) => list.length > 0);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.triggerType).toBe('runFailed');
    expect((await waitForRun(user, runs[0]!.runId)).status).toBe('failed');
    // The default error flow's own failed run (and a manual one) start nothing.
    const manual = await user.request('POST', `${ws()}/flows/${fallback}/runs`, { input: {} });
    expect((await waitForRun(user, manual.body.runId)).status).toBe('failed');
    expect(await runsOf(fallback)).toHaveLength(2);
  });

  it('refuses a default error flow of another workspace', async () => {
    const stranger = await signUp(stack.app);
    const created = await stranger.request('POST', `/api/workspaces/${stranger.workspaceId}/flows`, { name: 'Theirs', definition: { version: 1, trigger: { type: 'manual' }, steps: [text('x', lit('x'))] } });
    const set = await user.request('PATCH', ws(), { errorFlowId: created.body.flowId });
    expect(set.status).toBe(400);
    expect(set.body.error.message).toBe('The error flow must be a flow of this workspace');
  });
});
