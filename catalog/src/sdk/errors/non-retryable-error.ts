import { ConnectorError } from './connector-error.js';

/** Bad input, a missing resource, a validation failure: another attempt would fail the same way. */
export class NonRetryableError extends ConnectorError {
  readonly type = 'ConnectorNonRetryableError' as const;
  readonly retryable = false;
}
