import { createHmac, timingSafeEqual } from 'node:crypto';

/** The four credentials of an OAuth 1.0a integration. */
export interface OAuth1Credentials {
  consumerKey: string;
  consumerSecret: string;
  token: string;
  tokenSecret: string;
}

const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The parameters of an `Authorization: OAuth k="v", ...` header, decoded. */
export function oauthHeaderParams(header: string | undefined): Map<string, string> | undefined {
  if (!header?.startsWith('OAuth ')) return undefined;
  const params = new Map<string, string>();
  for (const match of header.slice(6).matchAll(/([A-Za-z_]+)="([^"]*)"/g)) params.set(decodeURIComponent(match[1] ?? ''), decodeURIComponent(match[2] ?? ''));
  return params;
}

/**
 * Verifies a request signed with OAuth 1.0a (RFC 5849): HMAC-SHA1 or HMAC-SHA256 over the method,
 * the base URI and the sorted query, body and oauth parameters, keyed with both secrets. Returns why
 * it fails, or undefined when the signature holds. Written apart from the client's signer on purpose.
 */
export function verifyOAuth1(
  request: { method: string; url: string; authorization: string | undefined; formBody?: string },
  credentials: OAuth1Credentials,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): string | undefined {
  const oauth = oauthHeaderParams(request.authorization);
  if (!oauth) return 'missing OAuth authorization';
  if (oauth.get('oauth_consumer_key') !== credentials.consumerKey) return 'consumer_key_rejected';
  if (oauth.get('oauth_token') !== credentials.token) return 'token_rejected';
  const method = oauth.get('oauth_signature_method');
  if (method !== 'HMAC-SHA1' && method !== 'HMAC-SHA256') return 'signature_method_rejected';
  const timestamp = Number(oauth.get('oauth_timestamp'));
  if (!Number.isFinite(timestamp) || Math.abs(nowSeconds - timestamp) > 600) return 'timestamp_refused';
  if (!oauth.get('oauth_nonce')) return 'nonce_used';
  const url = new URL(request.url);
  const pairs: Array<[string, string]> = [...url.searchParams.entries()];
  if (request.formBody) pairs.push(...new URLSearchParams(request.formBody).entries());
  for (const [key, value] of oauth) if (key !== 'oauth_signature' && key !== 'realm') pairs.push([key, value]);
  const normalized = pairs
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : av > bv ? 1 : 0) : ak < bk ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const base = [request.method.toUpperCase(), encode(`${url.protocol}//${url.host}${url.pathname}`), encode(normalized)].join('&');
  const key = `${encode(credentials.consumerSecret)}&${encode(credentials.tokenSecret)}`;
  const expected = createHmac(method === 'HMAC-SHA1' ? 'sha1' : 'sha256', key).update(base).digest();
  const given = Buffer.from(oauth.get('oauth_signature') ?? '', 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? undefined : 'signature_invalid';
}
