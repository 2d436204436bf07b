import { ConnectorError } from './connector-error.js';

/** A server error, a timeout or a network failure: retry with backoff. */
export class TransientError extends ConnectorError {
  readonly type = 'ConnectorTransientError' as const;
  readonly retryable = true;
}
