import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lit, ref } from '@tandem/catalog';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';

const MARKER = 'SKU-4711-confidential';

/** Failure messages and stack traces are payloads too: ciphertext in the history, clear through the codec. */
describe('the failure of a run', () => {
  let stack: TestStack;
  let user: TestUser;

  beforeAll(async () => {
    stack = await startTestStack({ pools: 'flows' });
    user = await signUp(stack.app);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('is encrypted in the raw Temporal history and readable for the owner through the codec endpoint', async () => {
    const definition = {
      version: 1,
      trigger: { type: 'manual' },
      inputSchema: { type: 'object', properties: { flag: {} } },
      steps: [
        {
          name: 'check',
          displayName: `Check ${MARKER}`,
          type: 'condition',
          condition: ref('trigger', 'flag'),
          consequent: [{ name: 'yes', type: 'utility', utility: 'variable', input: { name: lit('answer'), valueType: lit('text'), value: lit('yes') } }],
        },
      ],
    };
    const ws = `/api/workspaces/${user.workspaceId}`;
    const flow = await user.request('POST', `${ws}/flows`, { name: 'Failing check', definition });
    const started = await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, { input: { flag: 'not a boolean' } });
    const state = await waitForRun(user, started.body.runId);
    expect(state.status).toBe('failed');
    // The API reads the failure through the platform's data converter: in clear.
    expect(state.error.message).toContain(MARKER);

    const history = await stack.temporal.workflow.getHandle(`run_${started.body.runId}`).fetchHistory();
    const failed = history.events?.find((e) => e.workflowExecutionFailedEventAttributes)?.workflowExecutionFailedEventAttributes?.failure;
    expect(failed?.message).toBe('Encoded failure');
    expect(failed?.stackTrace ?? '').toBe('');
    expect(JSON.stringify(history)).not.toContain(MARKER);

    const attributes = failed!.encodedAttributes!;
    const json = {
      metadata: Object.fromEntries(Object.entries(attributes.metadata ?? {}).map(([k, v]) => [k, Buffer.from(v!).toString('base64')])),
      data: Buffer.from(attributes.data ?? []).toString('base64'),
    };
    const { token } = (await user.request('POST', '/api/tokens', { name: 'codec' })).body;
    const decoded = await stack.app.inject({ method: 'POST', url: '/codec/decode', headers: { authorization: `Bearer ${token}` }, payload: { payloads: [json] } });
    expect(decoded.statusCode).toBe(200);
    const clear = JSON.parse(Buffer.from(decoded.json().payloads[0].data, 'base64').toString()) as { message: string; stack_trace: string };
    expect(clear.message).toContain(MARKER);
  });
});
