import { HttpRequestInput, type HttpRequestOutput } from '../../utilities/io-utility-schemas.js';
import { createHttpClient, type HttpBody, type HttpClientOptions, isConnectorError, NonRetryableError, parseInput, withIdempotencyKey } from '@tandem/catalog/sdk';

export { HttpRequestInput, HttpRequestOutput } from '../../utilities/io-utility-schemas.js';

function bodyOf(type: 'json' | 'form-urlencoded' | 'text', body: unknown): HttpBody | undefined {
  if (body === undefined || body === null) return undefined;
  if (type === 'json') return { type: 'json', data: body };
  if (type === 'text') return { type: 'text', data: typeof body === 'string' ? body : JSON.stringify(body) };
  const pairs = Array.isArray(body)
    ? body.map((e: { key?: unknown; value?: unknown }): [string, string] => [String(e.key), String(e.value ?? '')])
    : Object.entries(body as Record<string, unknown>).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
  return { type: 'form', data: pairs };
}

/**
 * The `httpRequest` utility: non-2xx answers throw typed connector errors (so the engine's retries
 * apply); with `retryOnError: false` every failure is non-retryable. `continueOnError` is the engine's.
 * Methods other than GET carry the engine's key as `Idempotency-Key` unless `idempotencyKey` is false.
 */
export async function httpRequest(
  raw: HttpRequestInput,
  options: Pick<HttpClientOptions, 'signal' | 'timeoutMs' | 'egress'> & { /** The engine's `<workflowId>:<stepPath>`. */ idempotencyKey?: string } = {},
): Promise<HttpRequestOutput> {
  const input = parseInput(HttpRequestInput, raw);
  const client = createHttpClient({ signal: options.signal, timeoutMs: options.timeoutMs, egress: options.egress });
  try {
    const response = await client.request({
      method: input.method,
      path: input.url,
      headers: withIdempotencyKey(Object.fromEntries(input.headers.map(({ key, value }) => [key, value])), input.method, input.idempotencyKey ? options.idempotencyKey : undefined),
      query: input.queryParams.map(({ key, value }) => [key, value] as const),
      body: input.method === 'GET' ? undefined : bodyOf(input.bodyType, input.body),
      responseType: input.responseType,
    });
    return { statusCode: response.status, statusText: response.statusText, body: response.body, headers: response.headers };
  } catch (error) {
    if (!input.retryOnError && isConnectorError(error) && error.retryable) {
      throw new NonRetryableError(error.message, { status: error.status, bodyExcerpt: error.bodyExcerpt, cause: error });
    }
    throw error;
  }
}
