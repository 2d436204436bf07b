import { createHash } from 'node:crypto';
import type { ExchangedToken } from '../define-app.js';

/** Tokens are exchanged again this long before they expire. */
const EXPIRY_MARGIN_MS = 30_000;

type Cached = { token: Promise<string>; expiresAtMs: number };
const tokens = new Map<string, Cached>();

/** The cache key of a connection's token: the app and a hash of its credentials and config (never the secrets themselves). */
export function tokenCacheKey(appId: string, auth: unknown, config: unknown): string {
  return `${appId}:${createHash('sha256').update(JSON.stringify([auth, config])).digest('base64url')}`;
}

/**
 * A bearer token for the key: the cached one while it lives, else a new exchange (concurrent calls
 * share one). `fresh` drops the cached token first (the API answered 401 to it).
 */
export async function exchangedToken(key: string, fresh: boolean, exchange: () => Promise<ExchangedToken>, nowMs: () => number = Date.now): Promise<string> {
  const cached = tokens.get(key);
  if (cached && !fresh && cached.expiresAtMs > nowMs()) return cached.token;
  const entry: Cached = { token: Promise.resolve(''), expiresAtMs: Number.POSITIVE_INFINITY };
  entry.token = exchange().then(
    (result) => {
      if (result.expiresInSeconds !== undefined) entry.expiresAtMs = nowMs() + result.expiresInSeconds * 1000 - EXPIRY_MARGIN_MS;
      return result.accessToken;
    },
    (error: unknown) => {
      if (tokens.get(key) === entry) tokens.delete(key);
      throw error;
    },
  );
  tokens.set(key, entry);
  return entry.token;
}
