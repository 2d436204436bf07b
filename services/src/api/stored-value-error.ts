/**
 * Postgres data exceptions (SQLSTATE class 22) that only a request's own values cause: a NUL character
 * in text or JSON (22021, 22P05), a lone surrogate escape in JSON (22P02, which JSON.stringify writes for
 * it), a number out of range (22003), text too long for its column (22001).
 * They are bad input, not server faults.
 */
const badValueStates = new Set(['22001', '22003', '22021', '22P02', '22P05']);

export function isStoredValueError(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && badValueStates.has(code);
}
