import { sql } from 'kysely';
import type { AppRateLimit } from '@tandem/catalog/sdk';
import type { Db } from '../db/index.js';

/** Waits until the account may send its next request to the app; rejects when `signal` aborts first. */
export type RateLimiter = (key: string, limit: Pick<AppRateLimit, 'requestsPerSecond'>, signal: AbortSignal) => Promise<void>;

/** The bucket key of an app and the account a call uses: its connection, else the run's workspace. */
export function rateLimitKey(appId: string, account: { connectionId?: string; workspaceId: string }): string {
  return account.connectionId === undefined ? `${appId}:workspace:${account.workspaceId}` : `${appId}:${account.connectionId}`;
}

/**
 * Takes one request from the key's token bucket in one atomic statement and answers how long the
 * caller must wait before sending it. The bucket holds at most one second of requests and refills at
 * `requestsPerSecond`; a caller past it borrows (the count goes below zero) and waits until its turn,
 * so callers on every worker line up in the order they asked. The database's clock is the only clock.
 */
export async function reserveRequest(db: Db, key: string, requestsPerSecond: number): Promise<number> {
  const burst = Math.max(1, requestsPerSecond);
  const { rows } = await sql<{ tokens: number }>`
    INSERT INTO rate_limit_buckets AS b (key, tokens, updated_at)
    VALUES (${key}, ${burst - 1}, clock_timestamp())
    ON CONFLICT (key) DO UPDATE SET
      tokens = LEAST(${burst}::float8, b.tokens + EXTRACT(EPOCH FROM clock_timestamp() - b.updated_at)::float8 * ${requestsPerSecond}::float8) - 1,
      updated_at = clock_timestamp()
    RETURNING tokens`.execute(db);
  const tokens = Number(rows[0]?.tokens ?? 0);
  return tokens >= 0 ? 0 : Math.ceil((-tokens / requestsPerSecond) * 1000);
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort, { once: true });
  });

/** The limiter the workers share through Postgres: per app and account, never across accounts. */
export function createRateLimiter(db: Db): RateLimiter {
  return async (key, limit, signal) => {
    if (!(limit.requestsPerSecond > 0)) return;
    const wait = await reserveRequest(db, key, limit.requestsPerSecond);
    if (wait > 0) await sleep(wait, signal);
  };
}
