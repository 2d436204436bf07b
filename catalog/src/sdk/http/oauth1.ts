import { createHmac, randomBytes } from 'node:crypto';

/** Percent-encoding of RFC 5849 §3.6 (RFC 3986 unreserved characters stay). */
export function oauthPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export interface OAuth1SignInput {
  method: string;
  /** The full request URL, query included. */
  url: string;
  consumerKey: string;
  consumerSecret: string;
  token: string;
  tokenSecret: string;
  /** Parameters of an `application/x-www-form-urlencoded` body (they are signed too). */
  bodyParams?: ReadonlyArray<readonly [string, string]>;
  realm?: string;
  timestamp?: number;
  nonce?: string;
}

/** The signature base string of RFC 5849 §3.4.1. */
export function oauth1BaseString(method: string, url: string, params: ReadonlyArray<readonly [string, string]>): string {
  const parsed = new URL(url);
  const defaultPort = (parsed.protocol === 'http:' && parsed.port === '80') || (parsed.protocol === 'https:' && parsed.port === '443');
  const host = parsed.port && !defaultPort ? `${parsed.hostname}:${parsed.port}` : parsed.hostname;
  const baseUri = `${parsed.protocol}//${host.toLowerCase()}${parsed.pathname}`;
  const all: Array<[string, string]> = [...parsed.searchParams.entries(), ...params.map(([k, v]): [string, string] => [k, v])];
  const normalized = all
    .map(([k, v]) => [oauthPercentEncode(k), oauthPercentEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return [method.toUpperCase(), oauthPercentEncode(baseUri), oauthPercentEncode(normalized)].join('&');
}

/** Signs a request with HMAC-SHA1 (RFC 5849 §3.4.2) and returns the `Authorization` header value. */
export function signOAuth1(input: OAuth1SignInput): string {
  const oauthParams: Array<[string, string]> = [
    ['oauth_consumer_key', input.consumerKey],
    ['oauth_nonce', input.nonce ?? randomBytes(16).toString('hex')],
    ['oauth_signature_method', 'HMAC-SHA1'],
    ['oauth_timestamp', String(input.timestamp ?? Math.floor(Date.now() / 1000))],
    ['oauth_token', input.token],
    ['oauth_version', '1.0'],
  ];
  const base = oauth1BaseString(input.method, input.url, [...oauthParams, ...(input.bodyParams ?? [])]);
  const key = `${oauthPercentEncode(input.consumerSecret)}&${oauthPercentEncode(input.tokenSecret)}`;
  const signature = createHmac('sha1', key).update(base).digest('base64');
  const header = [...(input.realm === undefined ? [] : [['realm', input.realm] as const]), ...oauthParams, ['oauth_signature', signature] as const]
    .map(([k, v]) => `${oauthPercentEncode(k)}="${oauthPercentEncode(v)}"`)
    .join(', ');
  return `OAuth ${header}`;
}
