import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lit, op } from '@tandem/catalog';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';

const ITEM = 'x'.repeat(200);
const COUNT = 10_000;

/** A step output of about 2 MB is not answered whole: the run state names it, the step's route pages through it. */
describe('a big step output', () => {
  let stack: TestStack;
  let user: TestUser;
  beforeAll(async () => {
    stack = await startTestStack({ pools: 'flows' });
    user = await signUp(stack.app);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('is left out of the run state with its size and a link, and read in pages that join to the whole output', async () => {
    const steps = [
      { name: 'big', type: 'utility', utility: 'transform', input: { list: op('range', lit(0), lit(COUNT)), mapping: lit(ITEM) } },
      { name: 'small', type: 'utility', utility: 'transform', input: { list: lit([1, 2]), mapping: lit('y') } },
    ];
    const flow = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows`, { name: 'Big', definition: { version: 1, trigger: { type: 'manual' }, steps } });
    expect(flow.status, JSON.stringify(flow.body)).toBe(201);
    const started = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows/${flow.body.flowId}/runs`, {});
    const done = await waitForRun(user, started.body.runId, 60_000);
    expect(done.status).toBe('completed');
    const whole = JSON.stringify(Array.from({ length: COUNT }, () => ITEM));

    const run = `/api/workspaces/${user.workspaceId}/runs/${started.body.runId}`;
    const cookie = Object.entries(user.cookies).map(([k, v]) => `${k}=${v}`).join('; ');
    const state = await stack.app.inject({ method: 'GET', url: run, headers: { cookie } });
    expect(state.statusCode).toBe(200);
    expect(state.body.length).toBeLessThan(whole.length / 2);
    const big = state.json().steps.find((step: { path: string }) => step.path === 'big');
    expect(big.output).toBeUndefined();
    expect(big.truncated.output).toEqual({ chars: whole.length, url: `${run}/steps/big/output?field=output&offset=0` });
    expect(state.json().steps.find((step: { path: string }) => step.path === 'small').output).toEqual(['y', 'y']);
    const summaries = await user.request('GET', `${run}/steps?outputs=true`);
    expect(summaries.body.items[0].output).toBeUndefined();
    expect(summaries.body.items[0].truncated.output.chars).toBe(whole.length);

    let url: string = big.truncated.output.url;
    let json = '';
    let pages = 0;
    for (;;) {
      const page = await stack.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(page.statusCode).toBe(200);
      expect(page.body.length).toBeLessThan(1.1 * 1024 * 1024);
      const body = page.json();
      expect(body.output).toBeUndefined();
      expect(body.page).toMatchObject({ field: 'output', offset: json.length, totalChars: whole.length });
      json += body.page.json;
      pages += 1;
      if (body.page.nextOffset === null) break;
      url = `${run}/steps/big/output?field=output&offset=${body.page.nextOffset}`;
    }
    expect(pages).toBe(2);
    expect(json).toBe(whole);
    // A small output is still answered whole.
    expect((await user.request('GET', `${run}/steps/small/output`)).body).toMatchObject({ output: ['y', 'y'] });
  });

  it('an iterate whose steps together pass 8 MiB is answered in pages that stay under it', async () => {
    const each = { name: 'rows', type: 'utility', utility: 'transform', input: { list: op('range', lit(0), lit(4_500)), mapping: lit(ITEM) } };
    const steps = [{ name: 'loop', type: 'iterate', items: op('range', lit(0), lit(12)), steps: [each] }];
    const flow = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows`, { name: 'Big loop', definition: { version: 1, trigger: { type: 'manual' }, steps } });
    expect(flow.status, JSON.stringify(flow.body)).toBe(201);
    const started = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows/${flow.body.flowId}/runs`, {});
    expect((await waitForRun(user, started.body.runId, 60_000)).status).toBe('completed');

    const run = `/api/workspaces/${user.workspaceId}/runs/${started.body.runId}`;
    const cookie = Object.entries(user.cookies).map(([k, v]) => `${k}=${v}`).join('; ');
    const seen: string[] = [];
    let url = `${run}?limit=1000`;
    for (let pages = 0; ; pages++) {
      expect(pages).toBeLessThan(20);
      const page = await stack.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(page.statusCode).toBe(200);
      // 8 MiB of values plus the steps' own fields; the whole run is about 22 MB.
      expect(page.body.length).toBeLessThan(8.5 * 1024 * 1024);
      const body = page.json();
      seen.push(...body.steps.map((step: { path: string }) => step.path));
      if (body.nextCursor === null) break;
      url = `${run}?limit=1000&cursor=${body.nextCursor}`;
    }
    expect(seen).toEqual(['loop', ...Array.from({ length: 12 }, (_, i) => `loop[${i}].rows`)]);
  });
});
