import { lit } from '@tandem/catalog';
import { startFakeServer, type FakeServer } from '@tandem/catalog/fakes';
import { startApi, signUp, waitForRun, type ApiHarness, type TestUser } from '@tandem/services/testing';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../scripts/test-env/global-setup.js';
import { killWorker as kill, spawnWorker, stopWorker } from '../scripts/test-env/worker-process.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const RUNS = 5;

/**
 * Issue 20: Tandem scaled out in worker pools of their own processes (the flows queue in one, the
 * app queues in others). Killing one app pool process while its actions are in flight loses no run:
 * another process of that pool takes the actions over once their heartbeats stop, and the flows pool
 * never notices. `npm run test:prod-like` runs this on the full Temporal server too.
 */
describe('worker pools in processes of their own', () => {
  let api: ApiHarness;
  let user: TestUser;
  let shop: FakeServer;
  const workers: ChildProcess[] = [];
  const received = new Map<string, number>();
  let env: Record<string, string>;
  let flows: ChildProcess;
  let metricsPort: number;
  let releaseAnswers: () => void = () => {};
  const answersHeld = new Promise<void>((resolve) => (releaseAnswers = resolve));

  beforeAll(async () => {
    // A report API that counts each request per run and holds the answers until the test lets them
    // go (it lets flows, and the worker processes spawned after it, reach it).
    shop = await startFakeServer(async (request) => {
      const run = request.query.get('run') ?? '?';
      received.set(run, (received.get(run) ?? 0) + 1);
      await (request.path === '/slow' ? sleep(3_000) : answersHeld);
      return { status: 200, body: { run } };
    });
    api = await startApi();
    user = await signUp(api.app);
    env = { DATABASE_URL: inject('databaseUrl'), TEMPORAL_ADDRESS: inject('temporalAddress'), TEMPORAL_NAMESPACE: api.namespace };
    metricsPort = await freePort();
    flows = await spawnWorker({ ...env, WORKER_POOLS: 'flows', TANDEM_METRICS_ADDRESS: `127.0.0.1:${metricsPort}` });
    workers.push(flows);
  });

  afterAll(async () => {
    releaseAnswers();
    for (const worker of workers) await kill(worker);
    await api?.stop();
    await shop?.close();
  });

  async function startRun(name: string, url: string): Promise<string> {
    const ws = `/api/workspaces/${user.workspaceId}`;
    const steps = [{ name: 'report', type: 'utility', utility: 'httpRequest', input: { method: lit('GET'), url: lit(url) } }];
    const flow = await user.request('POST', `${ws}/flows`, { name, definition: { version: 1, trigger: { type: 'manual' }, steps } });
    const started = await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, {});
    expect(started.status).toBe(201);
    return started.body.runId;
  }

  it('a killed app pool process hands its in-flight actions over to another process of the pool', async () => {
    const firstApps = await spawnWorker({ ...env, WORKER_POOLS: 'other' });
    workers.push(firstApps);

    const runIds = await Promise.all(Array.from({ length: RUNS }, (_, i) => startRun(`Report ${i}`, `${shop.url}/report?run=${i}`)));
    // Every action is in flight in the first app pool process.
    for (let waited = 0; received.size < RUNS; waited += 100) {
      if (waited > 30_000) throw new Error(`only ${received.size} of ${RUNS} actions started`);
      await sleep(100);
    }
    const secondApps = await spawnWorker({ ...env, WORKER_POOLS: 'other' });
    workers.push(secondApps);
    await kill(firstApps);
    releaseAnswers();

    const states = await Promise.all(runIds.map((runId) => waitForRun(user, runId, 60_000)));
    for (const state of states) {
      expect(state.status).toBe('completed');
      // The first attempt died with its process; the second ran in the other process.
      expect(state.steps[0].attempts).toBe(2);
    }
    for (let i = 0; i < RUNS; i += 1) expect(received.get(String(i))).toBe(2);
    // The flows pool went on in its own process the whole time, and its metrics counted the runs.
    expect(flows.exitCode).toBeNull();
    expect(flows.signalCode).toBeNull();
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text());
    const completed = metrics.match(/^temporal_workflow_completed\{[^}]*task_queue="flows"[^}]*\} (\d+)/m);
    expect(Number(completed?.[1])).toBeGreaterThanOrEqual(RUNS);
  }, 180_000);

  it('a worker process told to stop (SIGTERM) lets its running action finish, then exits', async () => {
    const apps = await spawnWorker({ ...env, WORKER_POOLS: 'other', WORKER_SHUTDOWN_GRACE_SECONDS: '20' });
    workers.push(apps);
    const runId = await startRun('Slow report', `${shop.url}/slow?run=graceful`);
    for (let waited = 0; !received.has('graceful'); waited += 100) {
      if (waited > 30_000) throw new Error('the action did not start');
      await sleep(100);
    }
    const exitCode = await stopWorker(apps);
    expect(exitCode).toBe(0);
    // The action had finished in that process before it exited: one attempt, one request.
    const spare = await spawnWorker({ ...env, WORKER_POOLS: 'other' });
    workers.push(spare);
    const state = await waitForRun(user, runId, 60_000);
    expect(state.status).toBe('completed');
    expect(state.steps[0].attempts).toBe(1);
    expect(received.get('graceful')).toBe(1);
  }, 120_000);
});
