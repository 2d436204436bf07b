import type { ActionResult } from './interpreter/effects.js';
import type { RecordedOutputs } from './interpreter/recorded-outputs.js';

/** What the workflow sends to the activity that runs one action (or I/O utility) on the app's task queue. */
export type ActionActivityInput = {
  workspaceId: string;
  runId: string;
  app: string;
  action: string;
  connectionId?: string;
  input: Record<string, unknown>;
  stepPath: string;
  /** `<workflowId>:<stepPath>`: the same on every attempt, so mutating calls can be deduplicated. */
  idempotencyKey: string;
};

/** Implemented in workers/; the workflow imports this as a type only. */
export interface ActionActivities {
  runAction(input: ActionActivityInput): Promise<ActionResult>;
}

/** Failure types that retrying cannot fix (the connectors' typed errors). */
export const NON_RETRYABLE_ERROR_TYPES = ['ConnectorNonRetryableError', 'ConnectorAuthError', 'CreditLimitReached'];

/** A run started outside the API (a schedule or a change watch) enters the runs index itself. */
export type RegisterRunInput = {
  workflowId: string;
  workspaceId: string;
  flowId: string;
  versionId: string;
  triggerType: string;
  /** The Temporal schedule that started the run (a scheduled run): the worker checks it for skipped fires. */
  scheduleId?: string;
};

/** A change watch's polls failed (`failingSince` set) or work again (null): platform/src/triggers/watch-health.ts. */
export type WatchHealthReport = {
  workspaceId: string;
  flowId: string;
  flowName: string;
  failingSince: string | null;
  lastError: string | null;
};

/** The failed run's chunks to read the records of the items `from`–`to` (exclusive) of the iterate at `path` from. */
export type FormerChunksRequest = { workflowIds: string[]; path: string; from: number; to: number };

/** Core activities on the "flows" task queue (workers/src/activities/core.ts). */
export interface CoreActivities {
  /** Idempotent by workflow id: a retry returns the same run id. */
  registerRun(input: RegisterRunInput): Promise<{ runId: string }>;
  /** Raises the watch's failure once when it has lasted long enough, and resolves it when the polls work again. */
  reportWatchHealth(input: WatchHealthReport): Promise<void>;
  /**
   * A recovered run's chunk: the outputs its items take over from the failed run's chunks that ran
   * them (those that do not exist are left out). The answer is a payload: the codec offloads it.
   */
  recordedInFormerChunks(request: FormerChunksRequest): Promise<RecordedOutputs>;
}
