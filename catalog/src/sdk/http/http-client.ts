import { isConnectorError } from '../errors/connector-error.js';
import { NonRetryableError } from '../errors/non-retryable-error.js';
import { NotSentError } from '../errors/not-sent-error.js';
import { TransientError } from '../errors/transient-error.js';
import { type BaseUrlOverrides, joinUrl, resolveBaseUrl } from './base-url.js';
import type { EgressOptions } from './egress-connect.js';
import { type EgressResponse, egressFetch, RequestNotSentError } from './egress-fetch.js';
import { queryPairs, withQuery } from './encode-query.js';
import { type AnsweredResponse, classifiedError, type ErrorClassifier } from './error-class.js';
import { basicAuthorization, type HttpAuth } from './http-auth.js';
import type { HttpBody, HttpClient, HttpRequestOptions, HttpResponse, QueryParams } from './http-types.js';
import { mapHttpError } from './map-http-error.js';
import { signOAuth1 } from './oauth1.js';
import { requestSignal } from './request-signal.js';

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface HttpClientOptions {
  /** The app the client talks to: names errors and selects test overrides. */
  appId?: string;
  /** The app's base URL. */
  baseUrl?: string;
  auth?: HttpAuth;
  /** Test overrides by app id; beat everything else. */
  baseUrlOverrides?: BaseUrlOverrides;
  /** Environment read for `TANDEM_BASE_URL_<APPID>` (pass `process.env`; nothing is read by default). */
  env?: Readonly<Record<string, string | undefined>>;
  /** Cancels every request of the client (the activity's cancellation signal). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Headers sent with every request (e.g. an API version header, the app's decoration). */
  headers?: Record<string, string>;
  /** Query parameters added to every request (before the request's own). */
  query?: QueryParams;
  /** The app's reading of answers (throttling in a 200, permissions in a 400, …); the status decides otherwise. */
  classifyError?: ErrorClassifier;
  /**
   * Gives the auth of the next request: `fresh: false` before the first one (a cached token may do),
   * `fresh: true` once after a 401 or an answer classified `auth` (refresh the token, exchange again),
   * then that request is sent once more. Overrides `auth`.
   */
  authorize?: (fresh: boolean) => Promise<HttpAuth>;
  /** Waits for the app's rate limit before every request (the account's quota). */
  throttle?: (signal: AbortSignal) => Promise<void>;
  /** Resolver, connector and environment of the egress policy (tests stub them); the system's by default. */
  egress?: EgressOptions;
}

function encodeBody(body: HttpBody | undefined): { data?: string | FormData; contentType?: string } {
  if (body === undefined) return {};
  switch (body.type) {
    case 'json':
      return { data: JSON.stringify(body.data ?? null), contentType: 'application/json' };
    case 'form':
      return { data: new URLSearchParams(queryPairs(body.data)).toString(), contentType: 'application/x-www-form-urlencoded' };
    case 'text':
      return { data: body.data, contentType: body.contentType ?? 'text/plain; charset=utf-8' };
    case 'multipart':
      return { data: body.data };
  }
}

function parseBody(text: string, contentType: string, responseType: HttpRequestOptions['responseType'], label: string): unknown {
  const wantsJson = responseType === 'json' || (responseType !== 'text' && /[/+]json\b/i.test(contentType));
  if (!wantsJson) return text;
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (responseType === 'auto' || responseType === undefined) return text;
    throw new NonRetryableError(`${label} answered with a body that is not valid JSON`);
  }
}

/**
 * An HTTP client with base URL, auth, timeouts and typed errors. Every request and redirect passes
 * the egress policy (`egress-policy.ts`): a refused address throws `EgressRefusedError` unconnected.
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  let auth: HttpAuth | undefined = options.auth;
  const authorized = async (fresh: boolean): Promise<HttpAuth> => {
    if (options.authorize && (fresh || auth === undefined)) auth = await options.authorize(fresh);
    return auth ?? { kind: 'none' };
  };

  async function send(req: HttpRequestOptions, url: string, label: string, auth: HttpAuth): Promise<{ response: EgressResponse; text: string; requestUrl: string }> {
    const method = req.method ?? 'GET';
    const requestUrl = auth.kind === 'apiKeyQuery' ? withQuery(url, [[auth.name, auth.value]]) : url;
    const headers = new Headers({ accept: 'application/json, text/plain;q=0.9, */*;q=0.8', ...options.headers, ...req.headers });
    const { data, contentType } = encodeBody(req.body);
    if (contentType !== undefined && !headers.has('content-type')) headers.set('content-type', contentType);
    if (auth.kind === 'bearer') headers.set('authorization', `Bearer ${auth.token}`);
    if (auth.kind === 'basic') headers.set('authorization', basicAuthorization(auth.username, auth.password));
    if (auth.kind === 'apiKeyHeader') headers.set(auth.name, auth.value);
    if (auth.kind === 'oauth1') {
      const bodyParams = req.body?.type === 'form' ? queryPairs(req.body.data) : [];
      headers.set('authorization', signOAuth1({ ...auth, method, url: requestUrl, bodyParams }));
    }

    const timeoutMs = req.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const cancel = requestSignal(options.signal, timeoutMs);
    const { signal } = cancel;
    try {
      await options.throttle?.(signal);
      const response = await egressFetch(requestUrl, { method, headers, body: data, signal }, options.egress);
      return { response, text: await response.text(), requestUrl };
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason ?? error;
      if (cancel.timedOut()) throw new TransientError(`${label} did not answer within ${timeoutMs} ms`, { cause: error });
      if (isConnectorError(error)) throw error;
      if (error instanceof RequestNotSentError) throw new NotSentError(`${label} could not be reached${error.code ? ` (${error.code})` : ''}; nothing was sent`, { cause: error });
      const failure = error as { code?: string; cause?: { code?: string } };
      const code = failure.code ?? failure.cause?.code;
      throw new TransientError(`${label} could not be reached${code ? ` (${code})` : ''}`, { cause: error });
    } finally {
      cancel.done();
    }
  }

  async function request<T>(req: HttpRequestOptions): Promise<HttpResponse<T>> {
    const base = resolveBaseUrl({ appId: req.baseUrlApp ?? options.appId, perCall: req.baseUrl, appDefault: options.baseUrl, overrides: options.baseUrlOverrides, env: options.env });
    const url = withQuery(withQuery(joinUrl(base, req.path), options.query), req.query);
    const label = options.appId ?? new URL(url).host;

    let retried = false;
    for (;;) {
      const { response, text } = await send(req, url, label, await authorized(retried));
      const answer: AnsweredResponse = { status: response.status, statusText: response.statusText, headers: {}, body: text };
      response.headers.forEach((value, key) => {
        (answer.headers as Record<string, string>)[key] = value;
      });
      const found = req.throwOnError === false ? undefined : options.classifyError?.(answer);
      const unauthorized = response.status === 401 || found?.kind === 'auth';
      if (unauthorized && options.authorize && !retried) {
        retried = true;
        continue;
      }
      if (found) throw classifiedError(label, answer, found);
      if (!response.ok && req.throwOnError !== false) {
        throw mapHttpError(label, { status: response.status, statusText: response.statusText, retryAfter: response.headers.get('retry-after'), body: text });
      }
      const body = parseBody(text, response.headers.get('content-type') ?? '', req.responseType, label) as T;
      return { status: response.status, statusText: response.statusText, headers: { ...answer.headers }, body, url };
    }
  }

  const verb =
    (method: NonNullable<HttpRequestOptions['method']>) =>
    <T>(path: string, rest: Omit<HttpRequestOptions, 'path' | 'method'> = {}): Promise<HttpResponse<T>> =>
      request<T>({ ...rest, path, method });

  return { request, get: verb('GET'), post: verb('POST'), put: verb('PUT'), patch: verb('PATCH'), delete: verb('DELETE') };
}
