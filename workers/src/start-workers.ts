import { NativeConnection, Worker } from '@temporalio/worker';
import { FLOWS_TASK_QUEUE, formerChunksReader } from '@tandem/temporal';
import { checkEgressAllowSetting, checkResponseMaxBytesSetting } from '@tandem/catalog/runtime';
import { recordRunChange, runChangeOf } from '@tandem/platform/ledger/run-changes';
import { dataConverter } from '@tandem/platform/codec';
import { configFromEnv, type Config } from '@tandem/platform/config';
import type { Db } from '@tandem/platform/db';
import { saveDownload } from '@tandem/platform/downloads';
import { noMailer } from '@tandem/platform/notifications';
import { createRunTokens } from '@tandem/platform/connections/run-tokens';
import type { Tracing } from '@tandem/platform/telemetry/tracing';
import { createRateLimiter } from '@tandem/platform/rate-limiter';
import { createApprovalActivities } from './activities/approvals.js';
import { createCoreActivities, type ScheduleSkips, type WatchHealth } from './activities/core.js';
import type { ApprovalSenders } from '@tandem/platform/approvals';
import { createActionActivities, type ActionActivityDeps } from './activities/run-action.js';
import { appLimits, knownApps } from './app-limits.js';
import { activityLogAttributes } from './telemetry/activity-log-attributes.js';
import { workerTracing } from './telemetry/worker-tracing.js';
import { taskQueuesFor } from './pools.js';
import { workflowBundle } from './workflow-bundle.js';
import { WITHOUT_CALL_TIMEOUT } from './workflow-call-timeout.js';
import { WITHOUT_STACK_TRACES } from './workflow-stack-traces.js';

export type WorkerOptions = ActionActivityDeps & {
  /** The platform database (the runs index, connections, usage, large payloads). */
  db: Db;
  /** Payload encryption and offloading; from the environment by default. */
  payloads?: Pick<Config, 'payloadKey' | 'payloadOffloadBytes'>;
  temporalAddress: string;
  namespace?: string;
  /** `WORKER_POOLS`: `all` or a comma list of task queues. */
  pools?: string;
  /** Raises FAILED_FLOW for a change watch that keeps failing, and resolves it when it works again. */
  watchHealth?: WatchHealth;
  /** Raises a notification when a schedule skipped fires (checked as each scheduled run is recorded). */
  scheduleSkips?: ScheduleSkips;
  /** The API's public origin, for the links of `download` steps (`PUBLIC_URL`). */
  publicUrl?: string;
  /** Where the app's pages are (`APP_URL`), for the run links error flows get. */
  appUrl?: string;
  /**
   * How long a shutdown lets running activities finish (0: cancelled at once). Those still running
   * then fail their attempt and are retried by another process of the pool.
   */
  shutdownGraceMs?: number;
  /**
   * The process's traces, when on: workflow runs continue the trace of whoever started them, and
   * each activity gets a span. Absent, no tracing interceptor or sink is installed.
   */
  tracing?: Tracing;
  /** Where approval requests go besides the bell: the approvers' mail and the app's public address for links. */
  approvalSenders?: Omit<ApprovalSenders, 'chat'>;
};

export type RunningWorkers = {
  taskQueues: string[];
  /**
   * The connection the workers poll on (closed once they are done). A client of the same process on it may
   * start workflows eagerly: the server answers the start with the first workflow task for a worker here.
   */
  connection: NativeConnection;
  shutdown(): Promise<void>;
  done: Promise<void>;
};

/** Starts one Temporal worker per task queue this process serves, on one shared connection. */
export async function startWorkers(options: WorkerOptions): Promise<RunningWorkers> {
  checkEgressAllowSetting();
  checkResponseMaxBytesSetting();
  const taskQueues = taskQueuesFor(options.pools, knownApps());
  const connection = await NativeConnection.connect({ address: options.temporalAddress });
  const namespace = options.namespace ?? 'default';
  const config = configFromEnv();
  const publicUrl = options.publicUrl ?? config.publicUrl;
  const activities = createActionActivities({
    downloads: (request) => saveDownload(options.db, publicUrl, request),
    platformToken: createRunTokens(options.db),
    rateLimiter: createRateLimiter(options.db),
    ledger: async (call) => {
      const change = runChangeOf(call);
      if (change) await recordRunChange(options.db, change);
    },
    ...options,
  });
  const converter = dataConverter(options.db, options.payloads ?? config);
  const tracing = options.tracing ? workerTracing(options.tracing) : undefined;
  const common = {
    connection,
    namespace,
    dataConverter: converter,
    interceptors: { activity: [...(tracing?.activityInterceptors ?? []), activityLogAttributes] },
    ...(tracing ? { sinks: tracing.sinks } : {}),
    shutdownGraceTime: options.shutdownGraceMs ?? 0,
    // Past the grace time plus a margin the worker gives up waiting (its process then exits).
    ...(options.shutdownGraceMs ? { shutdownForceTime: options.shutdownGraceMs + 15_000 } : {}),
  };
  const workers = await Promise.all(
    taskQueues.map(async (taskQueue) => {
      if (taskQueue === FLOWS_TASK_QUEUE) {
        return Worker.create({
          ...common,
          ...WITHOUT_CALL_TIMEOUT,
          ...WITHOUT_STACK_TRACES,
          taskQueue,
          workflowBundle: await workflowBundle({ tracing: Boolean(tracing) }),
          activities: {
            ...createCoreActivities(options.db, {
              watchHealth: options.watchHealth,
              scheduleSkips: options.scheduleSkips,
              formerChunks: formerChunksReader({ connection, namespace, dataConverter: converter }),
              appUrl: options.appUrl ?? config.appUrl,
            }),
            ...createApprovalActivities(options.db, {
              senders: options.approvalSenders ?? { mailer: noMailer, appUrl: config.appUrl },
              resolveConnection: options.resolveConnection,
              baseUrlOverrides: options.baseUrlOverrides,
              env: options.env,
            }),
          },
        });
      }
      const limits = appLimits(taskQueue.slice('app.'.length));
      return Worker.create({
        ...common,
        taskQueue,
        activities,
        // The API's rate is kept per account by the rate limiter, not per queue (one workspace must not starve another).
        maxConcurrentActivityTaskExecutions: limits.maxConcurrent,
      });
    }),
  );
  // Once no action runs here any more, the credits this process leased and did not use go back.
  const done = Promise.all(workers.map((w) => w.run())).then(async () => {
    await options.usage?.returnLeases();
    await connection.close();
  });
  return {
    taskQueues,
    connection,
    done,
    shutdown: async () => {
      for (const worker of workers) if (worker.getState() === 'RUNNING') worker.shutdown();
      await done;
    },
  };
}
