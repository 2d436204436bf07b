import { defaultPayloadConverter, type Payload } from '@temporalio/common';
import { createPayloadCodec } from '@tandem/platform/codec';
import { configFromEnv } from '@tandem/platform/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestStack, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';
import { startedWorkflow } from '../scripts/test-env/started-workflow.js';

/** What an operator sees in the Temporal UI for a run that waits three days. */
describe('a flow with a 3-day wait', () => {
  let stack: TestStack;
  let user: TestUser;
  beforeAll(async () => {
    stack = await startTestStack();
    user = await signUp(stack.app);
  });
  afterAll(() => stack?.stop());

  it('shows a timer named after the step, and the four search attributes find the run', async () => {
    const ws = `/api/workspaces/${user.workspaceId}`;
    const definition = { version: 1, trigger: { type: 'manual' }, steps: [{ name: 'cool_off', displayName: 'Cool off for 3 days', type: 'wait', duration: 'P3D' }] };
    const flow = await user.request('POST', `${ws}/flows`, { name: 'Slow follow-up', definition });
    const { runId } = (await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, {})).body;
    const handle = await startedWorkflow(stack.temporal, `run_${runId}`);

    let timer: { summary?: Payload | null; timeout?: unknown } | undefined;
    for (let i = 0; i < 100 && !timer; i++) {
      const history = await handle.fetchHistory();
      const event = history.events?.find((e) => e.timerStartedEventAttributes);
      if (event) timer = { summary: event.userMetadata?.summary, timeout: event.timerStartedEventAttributes?.startToFireTimeout };
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(timer?.summary).toBeTruthy();
    const [decoded] = await createPayloadCodec(stack.db, configFromEnv({})).decode([timer!.summary!]);
    expect(defaultPayloadConverter.fromPayload(decoded!)).toBe('Cool off for 3 days');
    expect(Number((timer!.timeout as { seconds: unknown }).seconds)).toBe(3 * 24 * 3600);

    const query = [
      `WorkspaceId='${user.workspaceId}'`,
      `FlowId='${flow.body.flowId}'`,
      `FlowVersionId='${flow.body.latestVersionId}'`,
      `TriggerType='manual'`,
    ].join(' AND ');
    let found: string[] = [];
    for (let i = 0; i < 100 && found.length === 0; i++) {
      found = [];
      for await (const wf of stack.temporal.workflow.list({ query })) found.push(wf.workflowId);
      if (found.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(found).toEqual([`run_${runId}`]);
    // Cancelling stops the run cleanly: the timer is cancelled, the run says so.
    expect((await user.request('POST', `${ws}/runs/${runId}/cancel`)).status).toBe(202);
    let state = (await user.request('GET', `${ws}/runs/${runId}`)).body;
    for (let i = 0; i < 100 && state.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      state = (await user.request('GET', `${ws}/runs/${runId}`)).body;
    }
    expect(state.status).toBe('cancelled');
    expect(state.closedAt).toBeTruthy();
  });
});
