export type Issue = { path: (string | number)[]; message: string };

/** A domain error with its HTTP status; the one error handler turns it into the api.md error shape. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly issues?: Issue[],
  ) {
    super(message);
  }
}

/** Another workspace's object answers exactly like a missing one. */
export const notFound = (what = 'Not found') => new ApiError(404, 'not_found', what);
export const unauthorized = () => new ApiError(401, 'unauthorized', 'Not signed in');
export const badRequest = (message: string, issues?: Issue[]) => new ApiError(400, 'invalid_input', message, issues);
export const conflict = (message: string) => new ApiError(409, 'conflict', message);
