import { ConnectorError } from './connector-error.js';

/**
 * The API refused the connection's credentials (HTTP 401/403, a revoked token). Not retryable; the
 * worker marks the connection `testedStatus: failing` with this message as its failure reason.
 */
export class AuthError extends ConnectorError {
  readonly type = 'ConnectorAuthError' as const;
  readonly retryable = false;
  /** Tells the worker to mark the connection as failing. */
  readonly marksConnectionFailing = true;
}
