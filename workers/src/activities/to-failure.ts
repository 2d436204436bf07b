import { ApplicationFailure } from '@temporalio/activity';
import { isConnectorError, RetryAfterError } from '@tandem/catalog/sdk';

/**
 * Turns a connector's typed error into the Temporal failure the engine's retry policy reads:
 * non-retryable errors stop at once, a 429 waits as long as the API asked.
 */
export function toFailure(error: unknown): unknown {
  if (!isConnectorError(error)) return error;
  return ApplicationFailure.create({
    message: error.message,
    type: error.type,
    nonRetryable: !error.retryable,
    ...(error instanceof RetryAfterError ? { nextRetryDelay: error.retryAfterMs } : {}),
    details: [error.toJSON()],
  });
}
