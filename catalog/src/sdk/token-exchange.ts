import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { AuthData } from './auth.js';
import type { ExchangedToken, TokenExchangeCall } from './define-app.js';
import { AuthError } from './errors/auth-error.js';
import { isConnectorError } from './errors/connector-error.js';

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

/** The token endpoint's answer (RFC 6749 §5.1). */
export const TokenEndpointAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
  token_type: z.string().optional(),
});
export type TokenEndpointAnswer = z.infer<typeof TokenEndpointAnswer>;

export interface ClientCredentialsOptions<A> {
  /** The token endpoint below the app's base URL, e.g. `/api/oauth/token`. */
  path: string;
  /** Client id and secret of the connection; default the user and secret of a user + secret connection. */
  credentials?: (auth: A) => { clientId: string; clientSecret: string };
  scope?: string;
  /** How the grant is posted: JSON (Shopware 6) or a form (RFC 6749). Default JSON. */
  encoding?: 'json' | 'form';
}

/**
 * The OAuth 2.0 client-credentials grant as an app's `tokenExchange` (Shopware 6 integrations:
 * `POST /api/oauth/token` with the access key id and secret). A refused grant is an auth error.
 */
export function clientCredentialsExchange<A = AuthData<'userSecret'>>(options: ClientCredentialsOptions<A>) {
  return async (call: Pick<TokenExchangeCall, 'http'> & { auth: A }): Promise<ExchangedToken> => {
    const { clientId, clientSecret } = options.credentials
      ? options.credentials(call.auth)
      : { clientId: (call.auth as AuthData<'userSecret'>).user, clientSecret: (call.auth as AuthData<'userSecret'>).secret };
    const grant = { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, ...(options.scope ? { scope: options.scope } : {}) };
    try {
      const response = await call.http.post<unknown>(options.path, {
        body: options.encoding === 'form' ? { type: 'form', data: grant } : { type: 'json', data: grant },
        responseType: 'json',
      });
      const answer = TokenEndpointAnswer.safeParse(response.body);
      if (!answer.success) throw new AuthError('The token endpoint answered without an access token');
      return { accessToken: answer.data.access_token, ...(answer.data.expires_in === undefined ? {} : { expiresInSeconds: answer.data.expires_in }) };
    } catch (error) {
      if (isConnectorError(error) && error.status !== undefined && [400, 401, 403].includes(error.status)) {
        throw new AuthError(`The credentials were refused: ${error.message}`, { status: error.status, cause: error });
      }
      throw error;
    }
  };
}
