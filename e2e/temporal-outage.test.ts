import { Client, type Connection } from '@temporalio/client';
import { buildApp, connectTemporal } from '@tandem/services/api';
import { dataConverter } from '@tandem/platform/codec';
import { configFromEnv } from '@tandem/platform/config';
import { connectDatabase, type Db } from '@tandem/platform/db';
import { outboxMailer, signUp, type TestUser } from '@tandem/services/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../scripts/test-env/global-setup.js';
import { startTestTemporal, type TestTemporal } from '../scripts/test-env/test-temporal.js';

const RUN_QUERY_TIMEOUT_MS = 1_500;
/** What a loaded machine may add to an answer's time: far below the ~20 s the client's retries took. */
const SLACK_MS = 1_000;

/** The API as its server wires it (`connectTemporal`), on a Temporal dev server of its own that the test stops. */
describe('answers while the Temporal server is stopped', () => {
  let temporal: TestTemporal | undefined;
  let connection: Connection;
  let db: Db;
  let app: FastifyInstance;
  let user: TestUser;

  beforeAll(async () => {
    temporal = await startTestTemporal({ kind: 'dev', port: await freePort() });
    connection = await connectTemporal(temporal.address, RUN_QUERY_TIMEOUT_MS);
    db = connectDatabase(inject('databaseUrl'), 3);
    const config = { ...configFromEnv({}), cookieSecure: false, authRateLimit: 1000, runQueryTimeoutMs: RUN_QUERY_TIMEOUT_MS };
    app = await buildApp({ db, temporal: new Client({ connection, dataConverter: dataConverter(db, config) }), config, accountMailer: outboxMailer });
    user = await signUp(app);
  });
  afterAll(async () => {
    await app?.close();
    await connection?.close();
    await db?.destroy();
    await temporal?.stop();
  });

  const timed = async <T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> => {
    const started = Date.now();
    const answer = await call();
    return { answer, ms: Date.now() - started };
  };

  it('health says 503 within 2 s; run reads and a cancel say 503 with Retry-After within RUN_QUERY_TIMEOUT_MS', async () => {
    const ws = `/api/workspaces/${user.workspaceId}`;
    const definition = { version: 1, trigger: { type: 'manual' }, steps: [{ name: 'pause', type: 'wait', duration: 'PT1H' }] };
    const flow = await user.request('POST', `${ws}/flows`, { name: 'Waits', definition });
    const started = await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, {});
    expect(started.status).toBe(201);
    const run = `${ws}/runs/${started.body.runId}`;
    // No worker: the run's workflow exists (describe answers) and waits for one.
    await expect.poll(async () => (await user.request('GET', run)).status, { timeout: 20_000 }).not.toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ ok: true, postgres: true, temporal: true });

    await temporal!.stop();
    temporal = undefined;

    const health = await timed(() => app.inject({ method: 'GET', url: '/api/health' }));
    expect(health.answer.statusCode).toBe(503);
    expect(health.answer.json()).toEqual({ ok: false, postgres: true, temporal: false });
    expect(health.ms).toBeLessThan(2_000);

    for (const [method, url] of [['GET', run], ['GET', `${run}/steps/pause/output`], ['POST', `${run}/cancel`]] as const) {
      const { answer, ms } = await timed(() => user.request(method, url));
      expect(answer.status, `${method} ${url}: ${JSON.stringify(answer.body)}`).toBe(503);
      expect(answer.body.error.code).toBe('unavailable');
      expect(ms, `${method} ${url}`).toBeLessThan(RUN_QUERY_TIMEOUT_MS + SLACK_MS);
    }
    const raw = await app.inject({ method: 'GET', url: run, headers: { cookie: Object.entries(user.cookies).map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(Number(raw.headers['retry-after'])).toBeGreaterThan(0);
  });
});
