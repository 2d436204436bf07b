import { ApplicationFailure } from '@temporalio/activity';
import { isConnectorError, RetryAfterError } from '@tandem/catalog/sdk';

/**
 * Turns a connector's typed error into the Temporal failure the engine's retry policy reads:
 * non-retryable errors stop at once, a 429 waits as long as the API asked. Every failure carries the
 * number of the attempt that failed (`attempt`), so the run state shows how often the step ran; an
 * error that is not a connector's stays retryable, with its own message and type.
 */
export function toFailure(error: unknown, attempt: number): unknown {
  if (error instanceof ApplicationFailure) return error;
  if (!isConnectorError(error)) {
    if (!(error instanceof Error)) return error;
    return ApplicationFailure.create({ message: error.message, type: error.name, nonRetryable: false, cause: error, details: [{ attempt }] });
  }
  return ApplicationFailure.create({
    message: error.message,
    type: error.type,
    nonRetryable: !error.retryable,
    ...(error instanceof RetryAfterError ? { nextRetryDelay: error.retryAfterMs } : {}),
    details: [{ ...error.toJSON(), attempt }],
  });
}
