/** The stable `type` strings of connector errors; the worker maps them to Temporal failures. */
export type ConnectorErrorType =
  | 'ConnectorNonRetryableError'
  | 'ConnectorRetryAfterError'
  | 'ConnectorTransientError'
  | 'ConnectorAuthError'
  | 'ConnectorPermissionError';

export interface ConnectorErrorDetails {
  /** HTTP status of the failed call, when there was one. */
  status?: number;
  /** A short excerpt of the response body (never request headers, never secrets). */
  bodyExcerpt?: string;
  cause?: unknown;
}

/**
 * The base of the typed errors a connector throws. The message is shown to users and written to
 * the run history: it must never contain a secret (no headers, no query strings, no webhook paths).
 */
export abstract class ConnectorError extends Error {
  abstract readonly type: ConnectorErrorType;
  /** Whether another attempt may succeed. */
  abstract readonly retryable: boolean;
  readonly status: number | undefined;
  readonly bodyExcerpt: string | undefined;

  constructor(message: string, details: ConnectorErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = new.target.name;
    this.status = details.status;
    this.bodyExcerpt = details.bodyExcerpt;
  }

  /** A serialisable form for activity failure details. */
  toJSON(): { type: ConnectorErrorType; message: string; retryable: boolean; status?: number; bodyExcerpt?: string } {
    return {
      type: this.type,
      message: this.message,
      retryable: this.retryable,
      ...(this.status === undefined ? {} : { status: this.status }),
      ...(this.bodyExcerpt === undefined ? {} : { bodyExcerpt: this.bodyExcerpt }),
    };
  }
}

export function isConnectorError(error: unknown): error is ConnectorError {
  return error instanceof ConnectorError;
}
