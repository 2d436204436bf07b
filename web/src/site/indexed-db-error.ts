/** A failure of the browser's indexed store that is not a known DOMException. */
export const UNKNOWN_INDEXED_DB_ERROR = 'Unknown indexedDb error';

/** A request's or transaction's failure as an Error: the DOMException it holds, else "Unknown indexedDb error". */
export function indexedDbError(error: unknown): Error {
  if (error instanceof DOMException) return error;
  return new Error(UNKNOWN_INDEXED_DB_ERROR, { cause: error });
}
