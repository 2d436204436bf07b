import { RetryState } from '@temporalio/common';
import { ActivityFailure, ApplicationFailure, type ActivityOptions } from '@temporalio/workflow';
import type { RetryPolicy } from '@tandem/catalog';
import { NON_RETRYABLE_ERROR_TYPES } from '../activities-contract.js';
import { appTaskQueue } from '../task-queues.js';
import { flowLanguage } from './flow-language.js';

/** Activities heartbeat every few seconds: a step of a worker that died is retried this soon. */
export const ACTION_HEARTBEAT_TIMEOUT = '10 seconds';

/**
 * The activity options of one action or I/O utility call, from its retry policy: the one place that
 * turns a policy into Temporal's timeouts and retries (runs, iterate chunks and watches use it).
 */
export function actionActivityOptions(app: string, policy: RetryPolicy): ActivityOptions {
  return {
    taskQueue: appTaskQueue(app),
    startToCloseTimeout: flowLanguage.durationMs(policy.timeout),
    heartbeatTimeout: ACTION_HEARTBEAT_TIMEOUT,
    retry: {
      initialInterval: '1 second',
      backoffCoefficient: 2,
      maximumInterval: '1 minute',
      maximumAttempts: policy.attempts === 'once' ? 1 : 10,
      nonRetryableErrorTypes: NON_RETRYABLE_ERROR_TYPES,
    },
  };
}

/**
 * A call that runs once and failed where another attempt might have helped (a timeout, a lost worker,
 * a server error) says why it was not retried, naming the step.
 */
export function explainSingleAttempt(error: unknown, policy: RetryPolicy, stepPath: string): unknown {
  if (policy.attempts !== 'once' || !(error instanceof ActivityFailure)) return error;
  // Failures no attempt could fix (bad input, refused credentials) and cancellations need no explanation.
  if (error.retryState === RetryState.NON_RETRYABLE_FAILURE || error.retryState === RetryState.CANCEL_REQUESTED) return error;
  const cause = error.cause;
  const type = cause instanceof ApplicationFailure && cause.type ? cause.type : (cause?.name ?? 'ActivityFailure');
  return ApplicationFailure.create({
    message: `${cause?.message ?? error.message}. The step ${stepPath} was not retried: ${policy.why ?? 'it runs once'}`,
    type,
    nonRetryable: true,
  });
}
