import { DefaultLogger, Runtime } from '@temporalio/worker';
import { inject } from 'vitest';
import type { Tracing } from '@tandem/platform/telemetry/tracing';
import { startApi, type ApiHarness, type StartApiOptions } from '@tandem/services/testing';
import { platformWorkerDeps, startWorkers, type RunningWorkers } from '@tandem/workers';

export { signUp, waitForRun, type TestUser } from '@tandem/services/testing';

export type TestStack = ApiHarness & { workers: RunningWorkers };

let runtimeInstalled = false;

/**
 * The API plus in-process workers for every pool, in this vitest worker's own namespace; with
 * `tracing`, both sides trace like their processes do with OTEL_EXPORTER_OTLP_ENDPOINT set.
 */
export async function startTestStack(options: StartApiOptions & { pools?: string; workerTracing?: Tracing } = {}): Promise<TestStack> {
  if (!runtimeInstalled) {
    Runtime.install({ logger: new DefaultLogger('ERROR') });
    runtimeInstalled = true;
  }
  const api = await startApi(options);
  const workers = await startWorkers({
    temporalAddress: inject('temporalAddress'),
    namespace: api.namespace,
    pools: options.pools,
    db: api.db,
    ...platformWorkerDeps(api.db, { connectionSecretKey: api.config.connectionSecretKey }),
    ...(options.workerTracing ? { tracing: options.workerTracing } : {}),
  });
  return {
    ...api,
    workers,
    stop: async () => {
      await workers.shutdown();
      await api.stop();
    },
  };
}
