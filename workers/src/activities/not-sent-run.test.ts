import { createServer, type Server } from 'node:http';
import { decodeArrayFromPayloads } from '@temporalio/common/lib/internal-non-workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lit } from '@tandem/catalog';
import { startConnectionRecorder } from '@tandem/catalog/fakes';
import { allowEgress } from '../../../scripts/test-env/allow-egress.js';
import { eventually } from '../../../scripts/test-env/eventually.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../../../scripts/test-env/test-stack.js';

/**
 * Run-once steps (POST without an idempotency key) against a service whose port refuses connections
 * for a while: nothing was sent, so each is sent again with backoff and arrives exactly once.
 */
describe('a refused connection during an outage', () => {
  let stack: TestStack;
  let user: TestUser;
  let server: Server | undefined;
  let disallow: (() => void) | undefined;

  beforeAll(async () => {
    stack = await startTestStack({ pools: 'flows,app.http' });
    user = await signUp(stack.app);
  });
  afterAll(async () => {
    disallow?.();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await stack?.stop();
  });

  async function start(steps: unknown[]): Promise<string> {
    const ws = `/api/workspaces/${user.workspaceId}`;
    const flow = await user.request('POST', `${ws}/flows`, { name: 'Outage', definition: { version: 1, trigger: { type: 'manual' }, steps } });
    expect(flow.status, JSON.stringify(flow.body)).toBe(201);
    const started = await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, {});
    expect(started.status).toBe(201);
    return started.body.runId as string;
  }

  /** What the step's pending attempt says in its heartbeat: why it is waiting to send again. */
  async function resending(runId: string): Promise<{ reason: string; resends: number } | undefined> {
    const { raw } = await stack.temporal.workflow.getHandle(`run_${runId}`).describe();
    const [pending] = raw.pendingActivities ?? [];
    const [details] = await decodeArrayFromPayloads(stack.temporal.options.loadedDataConverter, pending?.heartbeatDetails?.payloads);
    return details as { reason: string; resends: number } | undefined;
  }

  it('every run-once step is sent exactly once when the service starts listening', async () => {
    const probe = await startConnectionRecorder();
    await probe.close();
    const base = `http://127.0.0.1:${probe.port}`;
    disallow = allowEgress(base);
    const utility = (i: number) => ({
      name: 'post',
      type: 'utility',
      utility: 'httpRequest',
      input: { method: lit('POST'), url: lit(`${base}/utility/${i}`), idempotencyKey: lit(false) },
    });
    const action = (i: number) => ({ name: 'send', type: 'action', app: 'http', action: 'request.send', input: { method: lit('post'), url: lit(`${base}/action/${i}`), idempotencyKey: lit(false) } });
    const runIds = await Promise.all(Array.from({ length: 10 }, (_, i) => start([i % 2 === 0 ? utility(i) : action(i)])));

    // Proof of the outage: every step has been refused and waits to send again.
    const reasons = await eventually(
      () => Promise.all(runIds.map(async (runId) => (await resending(runId))?.reason)),
      (all) => all.every((reason) => reason !== undefined),
    );
    for (const reason of reasons) expect(reason).toMatch(/could not be reached \(ECONNREFUSED\); nothing was sent$/);

    const received = new Map<string, number>();
    server = createServer((request, response) => {
      received.set(request.url ?? '', (received.get(request.url ?? '') ?? 0) + 1);
      response.setHeader('content-type', 'application/json').end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server!.listen(probe.port, '127.0.0.1', resolve));

    const states = await Promise.all(runIds.map((runId) => waitForRun(user, runId, 60_000)));
    expect(states.map((state) => state.status)).toEqual(runIds.map(() => 'completed'));
    expect([...received.entries()].sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => [i % 2 === 0 ? `/utility/${i}` : `/action/${i}`, 1] as [string, number]).sort(),
    );
  });
});
