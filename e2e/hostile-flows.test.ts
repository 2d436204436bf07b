import { lit, op, ref } from '@tandem/catalog';
import { startGzipBombServer, type GzipBombServer } from '@tandem/catalog/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';

/** One tenant's flow cannot stall the shared workers for the others (docs/security.md § Shared workers). */
describe('hostile flows on the shared workers', () => {
  let stack: TestStack;
  let hostile: TestUser;
  let other: TestUser;
  let bomb: GzipBombServer;

  beforeAll(async () => {
    bomb = await startGzipBombServer(300);
    stack = await startTestStack();
    [hostile, other] = await Promise.all([signUp(stack.app), signUp(stack.app)]);
  });
  afterAll(async () => {
    await stack?.stop();
    await bomb?.close();
  });

  async function start(user: TestUser, name: string, steps: unknown[]): Promise<string> {
    const ws = `/api/workspaces/${user.workspaceId}`;
    const flow = await user.request('POST', `${ws}/flows`, { name, definition: { version: 1, trigger: { type: 'manual' }, steps } });
    expect(flow.body.latestVersionId, JSON.stringify(flow.body)).toBeTruthy();
    const started = await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, {});
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    return started.body.runId as string;
  }

  const variable = (name: string, value: unknown) => ({ name, type: 'utility', utility: 'variable', input: { name: lit(name), valueType: lit('object'), value: { type: 'object', properties: { value } } } });
  const oneStep = [variable('hello', lit('world'))];

  it('a catastrophic pattern answers at once and an endless expression fails with the budget, while another workspace’s run completes', async () => {
    const catastrophic = await start(hostile, 'Backtracking', [variable('check', op('matches', lit(`${'a'.repeat(34)}!`), lit('^(a+)+$')))]);
    // 100 lists of 10,000 numbers, deduplicated: far past the operation budget of one expression.
    const endless = await start(hostile, 'Endless', [
      variable('spin', op('count', op('unique', op('concatLists', ...Array.from({ length: 100 }, () => op('range', lit(0), lit(10_000))))))),
    ]);
    const innocent = await start(other, 'Innocent', oneStep);

    const [regexRun, endlessRun, innocentRun] = await Promise.all([waitForRun(hostile, catastrophic), waitForRun(hostile, endless), waitForRun(other, innocent)]);
    expect(innocentRun.status).toBe('completed');
    expect(regexRun.status, JSON.stringify(regexRun.error)).toBe('completed');
    expect(regexRun.steps[0].output).toEqual({ value: false });
    expect(endlessRun.status).toBe('failed');
    expect(endlessRun.error).toEqual({
      step: 'spin',
      message:
        'This expression needs more than 10,000,000 operations, the budget of one expression or list utility step; ' +
        'split the work over several steps (e.g. an iterate over slices of the list, or a filter before the transform)',
    });
    expect(endlessRun.steps[0].error).toMatchObject({ type: 'LimitExceeded' });
  });

  it('refuses a pattern with lookahead when the flow is saved, and fails a run whose pattern comes from data', async () => {
    const ws = `/api/workspaces/${hostile.workspaceId}`;
    const saved = await hostile.request('POST', `${ws}/flows`, {
      name: 'Lookahead',
      definition: { version: 1, trigger: { type: 'manual' }, steps: [variable('check', op('matches', lit('ab'), lit('a(?=b)')))] },
    });
    const version = await hostile.request('GET', `${ws}/flows/${saved.body.flowId}/versions/${saved.body.latestVersionId}`);
    expect(version.body.valid).toBe(false);
    expect(version.body.issues).toContainEqual({
      pointer: '/steps/0/input/value/properties/value/params/1',
      message: 'matches: parameter 2 uses lookahead ((?=), which is not supported (flows run regular expressions in linear time, without backreferences, lookahead or lookbehind): a(?=b)',
      severity: 'error',
    });
    const dynamic = await start(hostile, 'Lookahead from data', [variable('pattern', lit('a(?=b)')), variable('check', op('matches', lit('ab'), ref('vars', 'pattern', 'value')))]);
    const run = await waitForRun(hostile, dynamic);
    expect(run.status).toBe('failed');
    expect(run.error.message).toMatch(/^matches: parameter 2 uses lookahead \(\(\?=\), which is not supported/);
  });

  it('fails an HTTP step whose 300 KB gzip answer expands to 300 MB, at once and without retries, while another workspace’s run completes', async () => {
    const host = new URL(bomb.url).host;
    const exploding = await start(hostile, 'Gzip bomb', [{ name: 'fetch', type: 'utility', utility: 'httpRequest', input: { method: lit('GET'), url: lit(`${bomb.url}/feed`) } }]);
    const innocent = await start(other, 'Innocent too', oneStep);
    const [run, innocentRun] = await Promise.all([waitForRun(hostile, exploding), waitForRun(other, innocent)]);
    expect(innocentRun.status).toBe('completed');
    expect(run.status).toBe('failed');
    expect(run.error).toEqual({
      step: 'fetch',
      message: `${host} answered with more than 50 MiB (decoded), the most a flow's request may receive (TANDEM_HTTP_RESPONSE_MAX_BYTES); ask for less at once, e.g. a page, a filter or a shorter date range`,
    });
    expect(run.steps[0].error.type).toBe('ConnectorNonRetryableError');
    expect(bomb.requestCount()).toBe(1);
  });
});
