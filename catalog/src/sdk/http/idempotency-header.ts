/** The header that carries the engine's idempotency key to an API (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * The request's headers with `Idempotency-Key: <key>` added for methods other than GET, unless there
 * is no key or the step already sets that header itself.
 */
export function withIdempotencyKey(headers: Readonly<Record<string, string>>, method: string, key: string | undefined): Record<string, string> {
  const own = Object.keys(headers).some((name) => name.toLowerCase() === IDEMPOTENCY_KEY_HEADER.toLowerCase());
  if (key === undefined || own || method.toUpperCase() === 'GET') return { ...headers };
  return { [IDEMPOTENCY_KEY_HEADER]: key, ...headers };
}
