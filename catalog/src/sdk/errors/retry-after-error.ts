import { ConnectorError, type ConnectorErrorDetails } from './connector-error.js';

/** The API asked to slow down (HTTP 429): retry, but not before `retryAfterMs`. */
export class RetryAfterError extends ConnectorError {
  readonly type = 'ConnectorRetryAfterError' as const;
  readonly retryable = true;
  readonly retryAfterMs: number;

  constructor(message: string, retryAfterMs: number, details: ConnectorErrorDetails = {}) {
    super(message, details);
    this.retryAfterMs = Math.max(0, Math.round(retryAfterMs));
  }

  override toJSON(): ReturnType<ConnectorError['toJSON']> & { retryAfterMs: number } {
    return { ...super.toJSON(), retryAfterMs: this.retryAfterMs };
  }
}
