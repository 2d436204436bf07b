import { lit } from '@tandem/catalog';
import { startFakeServer, textResponse, type FakeServer, type RecordedRequest } from '@tandem/catalog/fakes';
import { startWorkers, type RunningWorkers } from '@tandem/workers';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pointAppsAt } from '../scripts/test-env/point-apps-at.js';
import { killWorker as kill, spawnWorker } from '../scripts/test-env/worker-process.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each call runs with its action's retry policy; dead workers are noticed by heartbeats. */
describe('step retries', () => {
  let stack: TestStack;
  let user: TestUser;
  let slowSlack: FakeServer;
  let restoreUrls: () => void = () => {};

  beforeAll(async () => {
    // Slack that receives the message and answers after the step's timeout.
    slowSlack = await startFakeServer(async () => {
      await sleep(4_000);
      return textResponse(200, 'ok', 'text/html');
    });
    restoreUrls = pointAppsAt({ slack: slowSlack.url });
    // No app.http pool here: the HTTP step's worker is a process of its own (the second test kills it).
    stack = await startTestStack({ pools: 'flows,app.slack' });
    user = await signUp(stack.app);
  });
  afterAll(async () => {
    restoreUrls();
    await stack?.stop();
    await slowSlack?.close();
  });

  async function run(name: string, steps: unknown[]): Promise<string> {
    const ws = `/api/workspaces/${user.workspaceId}`;
    const flow = await user.request('POST', `${ws}/flows`, { name, definition: { version: 1, trigger: { type: 'manual' }, steps } });
    expect(flow.body.latestVersionId, JSON.stringify(flow.body)).toBeTruthy();
    const started = await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, {});
    expect(started.status).toBe(201);
    return started.body.runId;
  }

  it('a chat message whose attempt timed out after Slack received it is sent once, and the run says why', async () => {
    const chat = await user.request('POST', `/api/workspaces/${user.workspaceId}/connections`, {
      app: 'slack',
      name: 'Chat',
      auth: null,
      config: { webhookUrl: 'https://hooks.slack.com/services/T0123ABCD/B0456EFGH/abcdefghijklmnopqrstuvwx' },
    });
    const runId = await run('Slow chat', [
      { name: 'post', type: 'action', app: 'slack', action: 'messages.send', connectionId: chat.body.id, timeout: 'PT1S', input: { message: lit('Stock is low') } },
    ]);
    const state = await waitForRun(user, runId);
    expect(state.status).toBe('failed');
    expect(state.error.step).toBe('post');
    expect(state.error.message).toMatch(/timeout.*The step post was not retried: it changes data and is not idempotent, so a second attempt could do it twice/i);
    // Time for the retries that used to come (1 s backoff after each 1 s timeout).
    await sleep(3_000);
    expect(slowSlack.requests).toHaveLength(1);
  });

  it('an HTTP step whose worker is killed mid-call is retried within 15 s, with the same Idempotency-Key', async () => {
    const received: { at: number; request: RecordedRequest }[] = [];
    const api = await startFakeServer(async (request) => {
      received.push({ at: Date.now(), request });
      // The first call takes 30 seconds (its worker dies meanwhile); the retry is answered at once.
      if (received.length === 1) await sleep(30_000);
      return textResponse(200, '{"ok":true}', 'application/json');
    });
    let worker: ChildProcess | undefined;
    let replacement: RunningWorkers | undefined;
    try {
      worker = await spawnWorker({
        DATABASE_URL: inject('databaseUrl'),
        TEMPORAL_ADDRESS: inject('temporalAddress'),
        TEMPORAL_NAMESPACE: stack.namespace,
        WORKER_POOLS: 'app.http',
      });
      const runId = await run('Slow call', [
        { name: 'call', type: 'utility', utility: 'httpRequest', input: { method: lit('POST'), url: lit(`${api.url}/orders`), body: lit({ id: 7 }) } },
      ]);
      await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
      await kill(worker);
      const killedAt = Date.now();
      replacement = await startWorkers({ temporalAddress: inject('temporalAddress'), namespace: stack.namespace, pools: 'app.http', db: stack.db });
      const state = await waitForRun(user, runId, 30_000);
      expect(state.status, JSON.stringify(state.error)).toBe('completed');
      expect(received).toHaveLength(2);
      expect(received[1]!.at - killedAt).toBeLessThan(15_000);
      const keys = received.map((r) => r.request.headers['idempotency-key']);
      expect(keys[0]).toMatch(/^run_\w+:call$/);
      expect(keys[1]).toBe(keys[0]);
      expect(state.steps[0]).toMatchObject({ name: 'call', status: 'succeeded', attempts: 2 });
    } finally {
      if (worker) await kill(worker);
      await replacement?.shutdown();
      await api.close();
    }
  });
});
