/** The message for bad input (docs/api.md § Errors). */
export const INVALID_INPUT_MESSAGE = 'Invalid input, zod validation failed';

export type Issue = { path: (string | number)[]; message: string };

/** A domain error with its HTTP status; the one error handler turns it into the docs/api.md error shape. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly issues?: Issue[],
    /** Headers of the answer, e.g. `Retry-After` of a 503. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Another workspace's object answers exactly like a missing one. */
export const notFound = (what = 'Not found') => new ApiError(404, 'not_found', what);
export const unauthorized = () => new ApiError(401, 'unauthorized', 'Not signed in');
export const badRequest = (message: string, issues?: Issue[]) => new ApiError(400, 'invalid_input', message, issues);
export const conflict = (message: string) => new ApiError(409, 'conflict', message);
/** A dependency did not answer in time: try again after `retryAfterSeconds`. */
export const unavailable = (message: string, retryAfterSeconds: number) =>
  new ApiError(503, 'unavailable', message, undefined, { 'retry-after': String(retryAfterSeconds) });
