import { z } from 'zod';
import { createHttpClient, type HttpBody, isConnectorError, NonRetryableError } from '../../sdk/index.js';

const KeyValue = z.object({ key: z.string(), value: z.string() });

/** Input of the flow-language `httpRequest` utility (flow-language.md § Utilities). */
export const HttpRequestInput = z.object({
  method: z.enum(['GET', 'POST', 'PATCH', 'PUT', 'DELETE']),
  url: z.url({ protocol: /^https?$/ }),
  headers: z.array(KeyValue).default([]),
  queryParams: z.array(KeyValue).default([]),
  bodyType: z.enum(['json', 'form-urlencoded', 'text']).default('json'),
  body: z.unknown().optional(),
  responseType: z.enum(['json', 'text']).default('json'),
  retryOnError: z.boolean().default(true),
  continueOnError: z.boolean().default(false),
});
export type HttpRequestInput = z.input<typeof HttpRequestInput>;

export const HttpRequestOutput = z.object({
  statusCode: z.number().int(),
  statusText: z.string(),
  body: z.unknown(),
  headers: z.record(z.string(), z.string()),
});
export type HttpRequestOutput = z.infer<typeof HttpRequestOutput>;

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
 */
export async function httpRequest(
  raw: HttpRequestInput,
  options: { signal?: AbortSignal; timeoutMs?: number; fetch?: typeof fetch } = {},
): Promise<HttpRequestOutput> {
  const parsed = HttpRequestInput.safeParse(raw);
  if (!parsed.success) throw new NonRetryableError(`Invalid input, zod validation failed: ${z.prettifyError(parsed.error)}`);
  const input = parsed.data;
  const client = createHttpClient({ signal: options.signal, timeoutMs: options.timeoutMs, fetch: options.fetch });
  try {
    const response = await client.request({
      method: input.method,
      path: input.url,
      headers: Object.fromEntries(input.headers.map(({ key, value }) => [key, value])),
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
