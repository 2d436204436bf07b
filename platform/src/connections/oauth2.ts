import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { AuthError, errorTextOf, type OAuth2AuthData, TransientError } from '@tandem/catalog/sdk';
import type { OAuth2Provider } from './oauth2-providers.js';

/** Refresh a little before the access token runs out, so a call never starts with a dying token. */
const EXPIRY_MARGIN_MS = 60_000;

export type OAuth2Http = { fetch?: typeof fetch; now?: () => Date };

/** A PKCE pair (RFC 7636, S256). */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizationUrl(provider: OAuth2Provider, p: { state: string; codeChallenge: string; redirectUri: string }): string {
  const url = new URL(provider.authorizeUrl);
  const params = {
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: p.redirectUri,
    state: p.state,
    code_challenge: p.codeChallenge,
    code_challenge_method: 'S256',
    ...(provider.scopes.length ? { scope: provider.scopes.join(' ') } : {}),
    ...provider.authorizeParams,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

const TokenResponse = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  // Mailchimp answers `expires_in: 0` (the token does not expire) and `scope: null`.
  expires_in: z.coerce
    .number()
    .min(0)
    .optional()
    .transform((seconds) => (seconds === 0 ? undefined : seconds)),
  scope: z
    .string()
    .nullish()
    .transform((scope) => scope ?? undefined),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Posts a grant to the token endpoint. Refusals are AuthErrors whose message holds no secret. */
async function requestTokens(provider: OAuth2Provider, grant: Record<string, string>, http: OAuth2Http): Promise<z.infer<typeof TokenResponse>> {
  const body = new URLSearchParams(grant);
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  if (provider.clientAuth === 'basic') {
    headers.authorization = `Basic ${Buffer.from(`${provider.clientId}:${provider.clientSecret}`).toString('base64')}`;
  } else {
    body.set('client_id', provider.clientId);
    body.set('client_secret', provider.clientSecret);
  }
  let response: Response;
  try {
    response = await (http.fetch ?? fetch)(provider.tokenUrl, { method: 'POST', headers, body, signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    throw new TransientError(`The ${provider.appId} sign-in server could not be reached`, { cause: error });
  }
  const text = await response.text();
  if (response.status >= 500) throw new TransientError(`The ${provider.appId} sign-in server answered ${response.status}`);
  const parsed = response.ok ? TokenResponse.safeParse(parseJson(text)) : undefined;
  if (!parsed?.success) throw new AuthError(`${provider.appId} refused the authorization: ${errorTextOf(text)}`, { status: response.status });
  return parsed.data;
}

function toAuth(tokens: z.infer<typeof TokenResponse>, refreshToken: string | undefined, now: Date): OAuth2AuthData {
  return {
    refreshToken: tokens.refresh_token ?? refreshToken ?? tokens.access_token,
    accessToken: tokens.access_token,
    ...(tokens.expires_in === undefined ? {} : { expiresAt: new Date(now.getTime() + tokens.expires_in * 1000).toISOString() }),
  };
}

/** The callback's step: the code (and PKCE verifier) for tokens. */
export async function exchangeCode(
  provider: OAuth2Provider,
  p: { code: string; codeVerifier: string; redirectUri: string },
  http: OAuth2Http = {},
): Promise<{ auth: OAuth2AuthData; scope: string | undefined }> {
  const grant = { grant_type: 'authorization_code', code: p.code, redirect_uri: p.redirectUri, code_verifier: p.codeVerifier };
  const tokens = await requestTokens(provider, grant, http);
  return { auth: toAuth(tokens, undefined, http.now?.() ?? new Date()), scope: tokens.scope };
}

/**
 * The secret with an access token that is good for a while: the stored one, or a new one from the
 * refresh token (providers may rotate the refresh token too). Same object back when nothing changed.
 */
export async function withFreshAccessToken(
  provider: OAuth2Provider,
  auth: OAuth2AuthData,
  http: OAuth2Http & { force?: boolean } = {},
): Promise<OAuth2AuthData> {
  const now = http.now?.() ?? new Date();
  if (!provider.refreshable) return auth.accessToken ? auth : { ...auth, accessToken: auth.refreshToken };
  const expiresAt = auth.expiresAt ? Date.parse(auth.expiresAt) : 0;
  if (!http.force && auth.accessToken && expiresAt - EXPIRY_MARGIN_MS > now.getTime()) return auth;
  const tokens = await requestTokens(provider, { grant_type: 'refresh_token', refresh_token: auth.refreshToken }, http);
  return toAuth(tokens, auth.refreshToken, now);
}

/**
 * The config a provider's metadata endpoint gives a new connection (Mailchimp: `{ dc: "us6" }` →
 * `{ dataCenter: "us6" }`), read with the fresh access token. No answer, no connection: the app
 * cannot be called without it.
 */
export async function readConnectMetadata(provider: OAuth2Provider, accessToken: string, http: OAuth2Http = {}): Promise<Record<string, unknown>> {
  const { metadata } = provider;
  if (!metadata) return {};
  let response: Response;
  try {
    response = await (http.fetch ?? fetch)(metadata.url, { headers: { authorization: `OAuth ${accessToken}`, accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    throw new TransientError(`The ${provider.appId} metadata endpoint could not be reached`, { cause: error });
  }
  const text = await response.text();
  if (!response.ok) throw new AuthError(`${provider.appId} did not give the account's details: ${errorTextOf(text)}`, { status: response.status });
  const config = metadata.config(parseJson(text));
  if (!config) throw new AuthError(`${provider.appId} gave account details without what the connection needs`);
  return config;
}
