import { Runtime, type LogLevel } from '@temporalio/worker';
import { jsonLogger } from './json-log.js';

/**
 * The process-wide Temporal runtime of a worker process: JSON logs, and the SDK's Prometheus metrics
 * (task latencies, slots, polls, activity and workflow outcomes per task queue) served on
 * `metricsAddress` (`TANDEM_METRICS_ADDRESS`, e.g. `0.0.0.0:9464`) when given.
 */
export function installWorkerRuntime(options: { metricsAddress?: string; logLevel?: LogLevel } = {}): void {
  Runtime.install({
    logger: jsonLogger(options.logLevel ?? 'INFO'),
    ...(options.metricsAddress ? { telemetryOptions: { metrics: { prometheus: { bindAddress: options.metricsAddress } } } } : {}),
  });
}
