import { type HttpClient, type HttpMethod, mapHttpError, type QueryParams, RetryAfterError } from '../../sdk/index.js';

export interface ClickUpCallOptions {
  query?: QueryParams;
  body?: unknown;
}

/** ClickUp's error body: `{ err, ECODE }`. */
function errorText(body: unknown): string {
  const { err, ECODE } = (body ?? {}) as { err?: unknown; ECODE?: unknown };
  if (typeof err === 'string') return typeof ECODE === 'string' ? `${err} (${ECODE})` : err;
  return typeof body === 'string' ? body : JSON.stringify(body ?? '');
}

/**
 * One call of the ClickUp API v2. Errors name ClickUp's `err` and `ECODE`; a 429 waits until
 * `X-RateLimit-Reset` (epoch seconds), ClickUp's way of saying when the per-minute quota refills.
 */
export async function clickupCall<T>(http: HttpClient, method: HttpMethod, path: string, options: ClickUpCallOptions = {}): Promise<T> {
  const response = await http.request<unknown>({
    method,
    path,
    query: options.query,
    body: options.body === undefined ? undefined : { type: 'json', data: options.body },
    responseType: 'auto',
    throwOnError: false,
  });
  if (response.status < 300) return response.body as T;
  const error = mapHttpError('clickup', { status: response.status, statusText: response.statusText, retryAfter: response.headers['retry-after'], body: JSON.stringify({ message: errorText(response.body) }) });
  const reset = Number(response.headers['x-ratelimit-reset']);
  if (response.status === 429 && reset > 0) throw new RetryAfterError(error.message, reset * 1000 - Date.now(), { status: 429 });
  throw error;
}
