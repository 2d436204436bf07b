import { Connection, defaultGrpcRetryOptions, makeGrpcRetryInterceptor, type ConnectionOptions } from '@temporalio/client';

type Interceptor = NonNullable<ConnectionOptions['interceptors']>[number];

/** Calls that wait by design (a workflow's result, an update's outcome): no default deadline. */
const LONG_POLLS = /\/(GetWorkflowExecutionHistory|PollWorkflowExecutionUpdate|UpdateWorkflowExecution)$/;

const deadlineMs = (deadline: unknown): number | undefined => {
  if (deadline instanceof Date) return deadline.getTime();
  return typeof deadline === 'number' && Number.isFinite(deadline) ? deadline : undefined;
};

/**
 * The client's retries of a failed gRPC call (the server restarting, say), bounded by a deadline:
 * every call without one of its own gets `callTimeoutMs`, and no retry is scheduled that would start
 * after the deadline. Without it, a call to a stopped server retried for about 20 seconds.
 */
export function boundedRetries(callTimeoutMs: number): Interceptor {
  const defaults = defaultGrpcRetryOptions();
  return (options, nextCall) => {
    const own = deadlineMs(options.deadline);
    const deadline = own ?? (LONG_POLLS.test(options.method_definition.path) ? Infinity : Date.now() + callTimeoutMs);
    let delay = 0;
    const retries = makeGrpcRetryInterceptor({
      retryableDecider: (attempt, status) => {
        delay = defaults.delayFunction(attempt, status);
        return defaults.retryableDecider(attempt, status) && Date.now() + delay < deadline;
      },
      delayFunction: () => delay,
    });
    return retries(own === undefined && Number.isFinite(deadline) ? { ...options, deadline } : options, nextCall);
  };
}

/**
 * The API's connection to Temporal: each call answers, or fails, within `callTimeoutMs` (the API's
 * `RUN_QUERY_TIMEOUT_MS`), so a request that needs a stopped Temporal server gets its 503 in time.
 */
export function connectTemporal(address: string, callTimeoutMs: number): Promise<Connection> {
  return Connection.connect({ address, interceptors: [boundedRetries(callTimeoutMs)] });
}
