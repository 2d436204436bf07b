import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lit, ref } from '@tandem/catalog';
import { eventually } from '../scripts/test-env/eventually.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';

const op = (operator: string, ...params: unknown[]) => ({ type: 'operator', operator, params });
const text = (name: string, value: unknown) => ({ name, type: 'utility', utility: 'variable', input: { name: lit(name), valueType: lit('text'), value } });
const runFlow = (name: string, flowId: string, input: unknown, mode: 'wait' | 'start' = 'wait') => ({
  name,
  type: 'action',
  app: 'tandem',
  action: 'flows.run',
  input: { flowId: lit(flowId), version: lit('live'), input, mode: lit(mode) },
});

/** Typed sub-flows (docs/flow-language.md § Running another flow) through the API, Temporal and the workers. */
describe('a flow that runs another flow', () => {
  let stack: TestStack;
  let user: TestUser;
  const ws = () => `/api/workspaces/${user.workspaceId}`;

  /** Creates a flow and sets its first version live (when valid); answers its id and the version's issues. */
  async function flow(name: string, definition: unknown, as = user) {
    const created = await as.request('POST', `/api/workspaces/${as.workspaceId}/flows`, { name, definition });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const flowId = created.body.flowId as string;
    const version = await as.request('GET', `/api/workspaces/${as.workspaceId}/flows/${flowId}/versions/${created.body.latestVersionId}`);
    if (version.body.valid) {
      const live = await as.request('PUT', `/api/workspaces/${as.workspaceId}/flows/${flowId}/live`, { versionId: created.body.latestVersionId });
      expect(live.status, JSON.stringify(live.body)).toBe(200);
    }
    return { flowId, valid: version.body.valid as boolean, issues: version.body.issues as { pointer: string; message: string }[] };
  }

  const start = async (flowId: string, input: unknown) => {
    const started = await user.request('POST', `${ws()}/flows/${flowId}/runs`, { input });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    return started.body.runId as string;
  };

  beforeAll(async () => {
    stack = await startTestStack({ pools: 'flows' });
    user = await signUp(stack.app);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it("maps the child's typed output in a later step, and lists the child under its parent", async () => {
    const greeter = await flow('Greeter', {
      version: 1,
      trigger: { type: 'manual' },
      inputSchema: { type: 'object', properties: { email: { type: 'string' } }, required: ['email'] },
      steps: [text('hello', op('concat', lit('Hello '), ref('trigger', 'email')))],
      output: { type: 'object', properties: { greeting: ref('hello') } },
    });
    expect(greeter.valid, JSON.stringify(greeter.issues)).toBe(true);
    const parent = await flow('Welcome', {
      version: 1,
      trigger: { type: 'manual' },
      inputSchema: { type: 'object', properties: { email: { type: 'string' } }, required: ['email'] },
      steps: [
        runFlow('greet', greeter.flowId, { type: 'object', properties: { email: ref('trigger', 'email') } }),
        text('shout', op('upper', ref('greet', 'output', 'greeting'))),
      ],
    });
    expect(parent.valid, JSON.stringify(parent.issues)).toBe(true);

    const state = await waitForRun(user, await start(parent.flowId, { email: 'ada@example.com' }));
    expect(state.status, JSON.stringify(state.error)).toBe('completed');
    expect(state.steps.find((s: { path: string }) => s.path === 'shout').output).toBe('HELLO ADA@EXAMPLE.COM');
    const childRunId = state.steps.find((s: { path: string }) => s.path === 'greet').output.runId;
    expect(state.children).toEqual([expect.objectContaining({ runId: childRunId, flowId: greeter.flowId })]);
    const child = await waitForRun(user, childRunId);
    expect(child).toMatchObject({ status: 'completed', parentRunId: state.runId, output: { greeting: 'Hello ada@example.com' }, trigger: { type: 'flowCall' } });
    // In the Temporal UI the child is a child workflow of its parent's.
    const description = await stack.temporal.workflow.getHandle(`run_${state.runId}:greet`).describe();
    expect(description.parentExecution?.workflowId).toBe(`run_${state.runId}`);
  });

  it('refuses at save time an input that does not fit, and a flow of another workspace', async () => {
    const greeter = await flow('Typed', {
      version: 1,
      trigger: { type: 'manual' },
      inputSchema: { type: 'object', properties: { count: { type: 'integer' } }, required: ['count'] },
      steps: [text('n', op('toText', ref('trigger', 'count')))],
    });
    const wrongInput = await flow('Wrong input', { version: 1, trigger: { type: 'manual' }, steps: [runFlow('call', greeter.flowId, lit({ count: 'three' }))] });
    expect(wrongInput.valid).toBe(false);
    expect(wrongInput.issues).toContainEqual(expect.objectContaining({ pointer: '/steps/0/input/input', message: expect.stringContaining('input schema of "Typed"') }));

    const stranger = await signUp(stack.app);
    const theirs = await flow('Theirs', { version: 1, trigger: { type: 'manual' }, steps: [text('x', lit('x'))] }, stranger);
    const crossing = await flow('Crossing', { version: 1, trigger: { type: 'manual' }, steps: [runFlow('call', theirs.flowId, lit({}))] });
    expect(crossing.valid).toBe(false);
    expect(crossing.issues).toContainEqual(expect.objectContaining({ pointer: '/steps/0/input/flowId', message: `Unknown flow "${theirs.flowId}": a flow can run only flows of its own workspace` }));
  });

  it('refuses a cycle at save time, through the live versions', async () => {
    const b = await flow('B', { version: 1, trigger: { type: 'manual' }, steps: [text('x', lit('x'))] });
    const a = await flow('A', { version: 1, trigger: { type: 'manual' }, steps: [runFlow('callB', b.flowId, lit({}))] });
    expect(a.valid, JSON.stringify(a.issues)).toBe(true);
    // B's new version runs A, whose live version runs B.
    const saved = await user.request('POST', `${ws()}/flows/${b.flowId}/versions`, {
      definition: { version: 1, trigger: { type: 'manual' }, steps: [runFlow('callA', a.flowId, lit({}))] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.valid).toBe(false);
    expect(saved.body.issues).toContainEqual(expect.objectContaining({ pointer: '/steps/0/input/flowId', message: 'Running "A" here makes flows call each other in a cycle: "B" → "A" → "B"' }));
    const live = await user.request('PUT', `${ws()}/flows/${b.flowId}/live`, { versionId: saved.body.versionId });
    expect(live.status).toBe(400);
  });

  it('cancels a waited child when its parent is cancelled', async () => {
    const slow = await flow('Slow', { version: 1, trigger: { type: 'manual' }, steps: [{ name: 'nap', type: 'wait', duration: 'PT1H' }] });
    const parent = await flow('Waits for slow', { version: 1, trigger: { type: 'manual' }, steps: [runFlow('call', slow.flowId, lit({}))] });
    const runId = await start(parent.flowId, {});
    const childWorkflow = `run_${runId}:call`;
    const running = await eventually(
      () => stack.temporal.workflow.getHandle(childWorkflow).describe().then((d) => d.status.name, () => 'NONE'),
      (status) => status === 'RUNNING',
    );
    expect(running).toBe('RUNNING');
    const cancelled = await user.request('POST', `${ws()}/runs/${runId}/cancel`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBeLessThan(300);
    expect((await waitForRun(user, runId)).status).toBe('cancelled');
    const child = await eventually(
      () => stack.temporal.workflow.getHandle(childWorkflow).describe().then((d) => d.status.name),
      (status) => status !== 'RUNNING',
    );
    expect(child).toBe('CANCELLED');
  });

  it('starts a flow and goes on without waiting for it', async () => {
    const slow = await flow('Slow too', { version: 1, trigger: { type: 'manual' }, steps: [{ name: 'nap', type: 'wait', duration: 'PT1H' }] });
    const parent = await flow('Fire and forget', { version: 1, trigger: { type: 'manual' }, steps: [runFlow('call', slow.flowId, lit({}), 'start')] });
    const state = await waitForRun(user, await start(parent.flowId, {}));
    expect(state.status).toBe('completed');
    const childRunId = state.steps.find((s: { path: string }) => s.path === 'call').output.runId;
    const child = await user.request('GET', `${ws()}/runs/${childRunId}`);
    expect(child.body).toMatchObject({ status: 'running', parentRunId: state.runId });
    await user.request('POST', `${ws()}/runs/${childRunId}/cancel`);
  });
});
