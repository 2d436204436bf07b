import { AuthError, type HttpClient, NonRetryableError, RetryAfterError, TransientError } from '../../../sdk/index.js';

/** One GraphQL call: the document and its variables. */
export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown>;
}

export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

export interface QueryCost {
  requestedQueryCost: number;
  actualQueryCost: number | null;
  throttleStatus: ThrottleStatus;
}

interface GraphqlAnswer {
  data?: unknown;
  errors?: Array<{ message: string; extensions?: { code?: string } }> | string;
  extensions?: { cost?: QueryCost };
}

export interface GraphqlOptions {
  signal?: AbortSignal;
  /** Waits for the cost bucket this long at most inside the call; a longer wait becomes a RetryAfterError. */
  maxWaitMs?: number;
}

const MAX_THROTTLED_ATTEMPTS = 5;
const DEFAULT_MAX_WAIT_MS = 10_000;

/** How long until the bucket holds the requested cost again (at least 100 ms). */
export function throttleWaitMs(cost: QueryCost | undefined): number {
  if (!cost) return 1000;
  const { currentlyAvailable, restoreRate } = cost.throttleStatus;
  const missing = Math.max(0, cost.requestedQueryCost - currentlyAvailable);
  return Math.max(100, Math.ceil((missing / Math.max(restoreRate, 1)) * 1000));
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason as Error)), { once: true });
  });

/**
 * Calls the Admin GraphQL endpoint. Shopify answers a throttled query with HTTP 200 and
 * `THROTTLED`: the call waits until the bucket refilled by the cost it asked for (as
 * `throttleStatus` tells), or throws a RetryAfterError with that wait when it is long. Other
 * GraphQL errors are not retried; `ACCESS_DENIED` means a missing scope of the app.
 */
export async function shopifyGraphql<T>(http: HttpClient, request: GraphqlRequest, options: GraphqlOptions = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const { body, status } = await http.post<GraphqlAnswer>('/graphql.json', { body: { type: 'json', data: request }, responseType: 'json' });
    const errors = typeof body?.errors === 'string' ? [{ message: body.errors }] : (body?.errors ?? []);
    if (errors.some((e) => e.extensions?.code === 'THROTTLED')) {
      const wait = throttleWaitMs(body.extensions?.cost);
      if (wait > (options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS) || attempt >= MAX_THROTTLED_ATTEMPTS) {
        throw new RetryAfterError(`shopify throttled the query (cost ${body.extensions?.cost?.requestedQueryCost ?? '?'}); retry in ${wait} ms`, wait, { status });
      }
      await sleep(wait, options.signal);
      continue;
    }
    if (errors.length > 0) {
      const text = errors.map((e) => e.message).join('; ');
      if (errors.some((e) => e.extensions?.code === 'ACCESS_DENIED')) throw new AuthError(`shopify denied access: ${text}`, { status });
      if (errors.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR')) throw new TransientError(`shopify failed: ${text}`, { status });
      throw new NonRetryableError(`shopify refused the query: ${text}`, { status });
    }
    return body.data as T;
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
