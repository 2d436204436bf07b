import { Client, Connection } from '@temporalio/client';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../api/app.js';
import { clientTracing } from '../api/client-tracing.js';
import { configFromEnv, type Config } from '@tandem/platform/config';
import { dataConverter } from '@tandem/platform/codec';
import { connectDatabase, type Db } from '@tandem/platform/db';
import type { Tracing } from '@tandem/platform/telemetry/tracing';
import '@tandem/platform/testing';
import { outboxMailer, verificationLinkFor } from './outbox.js';

export type ApiHarness = { app: FastifyInstance; db: Db; temporal: Client; namespace: string; config: Config; stop(): Promise<void> };

/**
 * The API on the throw-away Postgres and Temporal of the test global setup. Each vitest worker has
 * its own Temporal namespace, so parallel test files never share task queues.
 */
export type StartApiOptions = {
  /** Receives every log line of the API (JSON, level trace), e.g. to grep it for secrets. */
  logStream?: { write(line: string): void };
  /** Settings that differ from the test defaults (e.g. a low `hookRateLimit`). */
  config?: Partial<Config>;
  /** Traces requests and the runs they start, like the API process with OTEL_EXPORTER_OTLP_ENDPOINT set. */
  tracing?: Tracing;
};

export async function startApi({ logStream, config: overrides, tracing }: StartApiOptions = {}): Promise<ApiHarness> {
  const namespace = `test-${process.env.VITEST_POOL_ID ?? '1'}`;
  const db = connectDatabase(inject('databaseUrl'), 5);
  const connection = await Connection.connect({ address: inject('temporalAddress') });
  const config = { ...configFromEnv({}), temporalNamespace: namespace, authRateLimit: 10_000, cookieSecure: false, ...overrides };
  const temporal = new Client({ connection, namespace, dataConverter: dataConverter(db, config), ...clientTracing(tracing) });
  const app = await buildApp(
    { db, temporal, config, accountMailer: outboxMailer, ...(tracing ? { tracer: tracing.tracer } : {}) },
    logStream ? { logger: { level: 'trace', stream: logStream } } : {},
  );
  return {
    app,
    db,
    temporal,
    namespace,
    config,
    stop: async () => {
      await app.close();
      await connection.close();
      await db.destroy();
    },
  };
}

/** A signed-in user of the API: cookie and CSRF header handled like a browser would. */
export type TestUser = {
  userId: string;
  workspaceId: string;
  email: string;
  cookies: Record<string, string>;
  request(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<{ status: number; body: any }>;
};

let counter = 0;

/** A fresh address for every sign-up of the test run. */
export function uniqueEmail(): string {
  counter += 1;
  return `user-${Date.now()}-${process.pid}-${counter}@example.test`;
}

export const TEST_PASSWORD = 'correct horse battery';

/**
 * Signs a fresh user up through the API: the 201 answer's session and CSRF cookies sign them in
 * (unverified; `verified: true` also follows the mailed link, for tests about verification).
 */
export async function signUp(app: FastifyInstance, name = 'Test User', email = uniqueEmail(), { verified = false } = {}): Promise<TestUser> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password: TEST_PASSWORD, name } });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  let cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
  if (verified) {
    // Followed in the browser that signed up (its session cookie goes along): no new password needed; confirming starts a new session.
    const token = new URLSearchParams((await verificationLinkFor(email)).split('?')[1]).get('token');
    const confirmed = await app.inject({ method: 'POST', url: '/api/auth/verify', payload: { token }, cookies });
    if (confirmed.statusCode !== 200) throw new Error(`verification after signup failed: ${confirmed.statusCode} ${confirmed.body}`);
    cookies = Object.fromEntries(confirmed.cookies.map((c) => [c.name, c.value]));
  }
  const cookieHeader = Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; ');
  const body = res.json() as { user: { userId: string }; workspace: { workspaceId: string } };
  return {
    userId: body.user.userId,
    workspaceId: body.workspace.workspaceId,
    email,
    cookies,
    request: async (method, url, payload) => {
      const response = await app.inject({
        method,
        url,
        headers: { cookie: cookieHeader, 'x-csrf-token': cookies.csrf_token ?? '' },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      return { status: response.statusCode, body: response.body ? response.json() : null };
    },
  };
}

/** Polls until the run has closed and returns its state. */
export async function waitForRun(user: TestUser, runId: string, timeoutMs = 30_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await user.request('GET', `/api/workspaces/${user.workspaceId}/runs/${runId}`);
    if (body?.status && body.status !== 'running') return body;
    if (Date.now() > deadline) throw new Error(`run ${runId} still ${body?.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export { outbox, outboxMailer, verificationLinkFor, waitForMail, type OutboxMail } from './outbox.js';
