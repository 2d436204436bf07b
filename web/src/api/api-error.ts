/** One issue of a 400 answer (api.md § Conventions). */
export type ApiIssue = { path: (string | number)[]; message: string };

/** The api.md error shape: `{ error: { code, message, issues? } }`. */
export type ApiErrorBody = { error: { code: string; message: string; issues?: ApiIssue[] } };

/** A failed API call, typed from the error body; `status` 0 means the network failed. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: ApiIssue[];

  constructor(status: number, code: string, message: string, issues: ApiIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }

  get unauthenticated(): boolean {
    return this.status === 401;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';
}

/** Builds the typed error from a status and whatever body came back (JSON or not). */
export function toApiError(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) {
    return new ApiError(status, body.error.code, body.error.message, body.error.issues ?? []);
  }
  return new ApiError(status, status >= 500 ? 'server_error' : 'http_error', `HTTP ${status}`);
}
