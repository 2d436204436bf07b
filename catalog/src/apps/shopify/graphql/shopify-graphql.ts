import { type HttpClient, NonRetryableError, RetryAfterError } from '@tandem/catalog/sdk';

/** One GraphQL call: the document and its variables. */
export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown>;
}

export interface GraphqlOptions {
  signal?: AbortSignal;
  /** Waits for the cost bucket this long at most inside the call; a longer wait leaves the RetryAfterError to the engine. */
  maxWaitMs?: number;
}

const MAX_THROTTLED_ATTEMPTS = 5;
const DEFAULT_MAX_WAIT_MS = 10_000;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason as Error)), { once: true });
  });

/**
 * Calls the Admin GraphQL endpoint. The app's classifier (`classifyShopifyGraphqlError`) turns
 * GraphQL errors of an HTTP 200 answer into typed errors; a throttled query (`THROTTLED`, with the
 * wait `throttleStatus` implies) is waited for here when the wait is short, so a listing of many
 * pages goes on instead of failing its attempt.
 */
export async function shopifyGraphql<T>(http: HttpClient, request: GraphqlRequest, options: GraphqlOptions = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { body } = await http.post<{ data?: unknown }>('/graphql.json', { body: { type: 'json', data: request }, responseType: 'json' });
      return body?.data as T;
    } catch (error) {
      const wait = error instanceof RetryAfterError ? error.retryAfterMs : Number.POSITIVE_INFINITY;
      if (wait > (options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS) || attempt >= MAX_THROTTLED_ATTEMPTS) throw error;
      await sleep(wait, options.signal);
    }
  }
}

export interface UserError {
  field?: string[] | null;
  message: string;
}

/** Throws the mutation's user errors (the change was refused) as one NonRetryableError. */
export function assertNoUserErrors(mutation: string, payload: { userErrors?: UserError[] } | null | undefined): void {
  const errors = payload?.userErrors ?? [];
  if (errors.length === 0) return;
  const text = errors.map((e) => (e.field?.length ? `${e.field.join('.')}: ${e.message}` : e.message)).join('; ');
  throw new NonRetryableError(`shopify ${mutation} refused the change: ${text}`);
}

/** Runs a mutation and returns its payload after checking `userErrors`. */
export async function shopifyMutation<P extends object = object>(
  http: HttpClient,
  name: string,
  request: GraphqlRequest,
  options: GraphqlOptions = {},
): Promise<P> {
  const data = await shopifyGraphql<Record<string, (P & { userErrors?: UserError[] }) | undefined>>(http, request, options);
  const payload = data[name];
  assertNoUserErrors(name, payload);
  if (payload === undefined) throw new NonRetryableError(`shopify answered ${name} without a result`);
  return payload;
}
