import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { z } from 'zod';
import { type FakeServer, jsonResponse, startFakeServer } from '@tandem/catalog/fakes';
import { defineApp } from '@tandem/catalog/sdk';
import { prepareAppCall } from '@tandem/catalog/runtime';
import { connectDatabase, type Db } from '../db/index.js';
import '../testing/provided-context.js';
import { createRateLimiter, rateLimitKey, reserveRequest } from './rate-limiter.js';

const RATE = 5;
const quotaApp = defineApp({
  id: 'quota-app',
  name: 'Quota App',
  shortName: 'Quota',
  description: 'An API with a quota of 5 requests a second per account',
  service: 'Quota API',
  authentication: 'token',
  configurable: false,
  capabilities: ['actions'],
  premium: false,
  eCommerceRelevant: false,
  tutorial: {},
  rateLimit: { requestsPerSecond: RATE, maxConcurrent: 50 },
  config: z.object({}),
});

/** The most requests that arrived within any one second, per account (by bearer token). */
function busiestSecond(server: FakeServer, at: Map<number, number>, token: string): number {
  const times = server.requests.map((r, i) => [r.headers.authorization, at.get(i)!] as const).filter(([auth]) => auth === `Bearer ${token}`).map(([, t]) => t);
  return Math.max(...times.map((start) => times.filter((t) => t >= start && t < start + 1000).length));
}

describe('the rate limiter per app and account, shared through Postgres', () => {
  let db: Db;
  let server: FakeServer;
  const arrivals = new Map<number, number>();
  let started = 0;

  beforeAll(async () => {
    db = connectDatabase(inject('databaseUrl'), 10);
    server = await startFakeServer(() => {
      arrivals.set(arrivals.size, Date.now() - started);
      return jsonResponse(200, {});
    });
  });
  afterAll(async () => {
    await server?.close();
    await db?.destroy();
  });

  it('promises each caller its turn: a second of requests at once, then one every 1/rate seconds, per key', async () => {
    const key = `test:${crypto.randomUUID()}`;
    const t0 = Date.now();
    // Each caller's turn: when its reservation came back plus the wait it was given.
    const turns = await Promise.all(Array.from({ length: 15 }, async () => (await reserveRequest(db, key, RATE)) + Date.now() - t0));
    const sorted = [...turns].sort((a, b) => a - b);
    expect(sorted.filter((turn) => turn < 1000).length).toBeLessThanOrEqual(2 * RATE);
    expect(sorted.at(-1)).toBeGreaterThanOrEqual(1800);
    expect(sorted.at(-1)).toBeLessThanOrEqual(2600);
    expect(await reserveRequest(db, `test:${crypto.randomUUID()}`, RATE)).toBe(0);
  });

  it('two workspaces hammering the same app are each held to their own account quota only', async () => {
    const limiter = createRateLimiter(db);
    const accounts = [
      { token: 'token-of-workspace-a', key: rateLimitKey('quota-app', { connectionId: `conn_${crypto.randomUUID()}`, workspaceId: 'ws_a' }) },
      { token: 'token-of-workspace-b', key: rateLimitKey('quota-app', { connectionId: `conn_${crypto.randomUUID()}`, workspaceId: 'ws_b' }) },
    ];
    const perAccount = 15;
    started = Date.now();
    const finished = await Promise.all(
      accounts.map(async ({ token, key }) => {
        const call = prepareAppCall(quotaApp, {
          auth: { token },
          config: {},
          baseUrlOverrides: { 'quota-app': server.url },
          throttle: (signal) => limiter(key, quotaApp.rateLimit!, signal),
        });
        await Promise.all(Array.from({ length: perAccount }, (_, i) => call.http.get(`/items/${i}`)));
        return Date.now() - started;
      }),
    );
    expect(server.requests).toHaveLength(2 * perAccount);
    for (const { token } of accounts) {
      // A burst of one second's quota, then the refill: never more than burst + rate within a second.
      expect(busiestSecond(server, arrivals, token)).toBeLessThanOrEqual(2 * RATE + 1);
    }
    // Each account alone needs (15 - 5) / 5 = 2 s. Had they shared one quota, the later one would need 5 s.
    for (const ms of finished) {
      expect(ms).toBeGreaterThanOrEqual(1800);
      expect(ms).toBeLessThan(4000);
    }
  });
});
