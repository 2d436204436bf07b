/**
 * Retry traits that depend on a step's input (`mutatesFor`, `usesIdempotencyKey`), as named pure
 * functions: an action declares one of these, and the table the workflows read
 * (`action-retry-traits.generated.ts`, derived from the catalogue) names it. Workflow-safe.
 */
type Input = Record<string, unknown>;

/** A custom request changes data unless its method (GET when absent) is GET, in any case. */
export const unlessMethodIsGet = (input: Input): boolean => String(input.method ?? 'get').toLowerCase() !== 'get';

/** The engine's idempotency key reaches the API unless the step turns it off (`idempotencyKey: false`). */
export const unlessIdempotencyKeyOff = (input: Input): boolean => input.idempotencyKey !== false;

/** Every input rule by the name the derived table uses. */
export const inputRules: Readonly<Record<string, (input: Input) => boolean>> = { unlessMethodIsGet, unlessIdempotencyKeyOff };
