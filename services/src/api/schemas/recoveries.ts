import { z } from 'zod';
import { Id } from './common.js';

/** The most failed runs one batch recovers (docs/limits.md § Recovering many runs). */
export const MAX_BATCH_RUNS = 1000;
/** The fastest pace of a batch: recovered runs started per minute on each connection its flow uses. */
export const MAX_RUNS_PER_MINUTE = 600;

/** Which failed runs to recover: those of one flow, at one step (its path or name) or named one by one, in a date range. */
export const RecoverySelection = z
  .object({
    flowId: Id,
    failedStep: z.string().min(1).max(1000).optional(),
    runIds: z.array(Id).min(1).max(MAX_BATCH_RUNS).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    /** The version to recover on (the same flow's, as new as each run's or newer); absent: each run's own. */
    versionId: Id.optional(),
  })
  .strict();
export type RecoverySelection = z.infer<typeof RecoverySelection>;

export const StartRecoveryBody = RecoverySelection.extend({ runsPerMinute: z.number().int().min(1).max(MAX_RUNS_PER_MINUTE).default(60) }).strict();
export type StartRecoveryBody = z.infer<typeof StartRecoveryBody>;

/** A step the recovered runs would call again (it failed, comes after the failure, or its recorded output is not taken over). */
export const StepSentAgain = z.object({
  step: z.string(),
  app: z.string(),
  action: z.string(),
  /** In how many of the checked runs. */
  runs: z.number().int(),
  /** It changes data in the app (the action's `mutates`). */
  writes: z.boolean(),
  /** It changes data, is not idempotent and gets no idempotency key: a run that had sent it before its failure would send it twice. */
  notIdempotent: z.boolean(),
});
export type StepSentAgain = z.infer<typeof StepSentAgain>;

export const OutputMismatchAnswer = z.object({ runId: z.string(), step: z.string(), message: z.string() });

/** What recovering the selected runs would do, before anything starts. */
export const RecoveryPreview = z.object({
  runIds: z.array(z.string()),
  /** The runs read and checked (up to 20, spread over the selection); every run is checked again when its turn comes. */
  checkedRunIds: z.array(z.string()),
  versionId: z.string().nullable(),
  /** Every checked run's recorded outputs fit the version; otherwise the first that does not. */
  fits: z.boolean(),
  mismatch: OutputMismatchAnswer.nullable(),
  stepsSentAgain: z.array(StepSentAgain),
});
export type RecoveryPreview = z.infer<typeof RecoveryPreview>;

export const RecoveryBatchRunState = z.object({
  runId: z.string(),
  state: z.enum(['pending', 'started', 'refused']),
  recoveredRunId: z.string().nullable(),
  /** The recovering run's status (running, completed, failed, ...), once started. */
  recoveredStatus: z.string().nullable(),
  error: z.string().nullable(),
});

/** A batch and its progress: who started it, when, and where each run is. */
export const RecoveryBatch = z.object({
  batchId: z.string(),
  flowId: z.string(),
  versionId: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  status: z.enum(['running', 'paused', 'done']),
  runsPerMinute: z.number().int(),
  progress: z.object({ total: z.number().int(), pending: z.number().int(), started: z.number().int(), refused: z.number().int(), completed: z.number().int(), failed: z.number().int() }),
  runs: z.array(RecoveryBatchRunState),
});
export type RecoveryBatch = z.infer<typeof RecoveryBatch>;

export const RecoveryBatchParams = z.object({ ws: Id, batchId: Id });

/** A failed run that a connection broke (one of its steps met an auth error on it) and that nothing recovers yet. */
export const BrokenRun = z.object({
  runId: z.string(),
  flowId: z.string(),
  versionId: z.string(),
  startedAt: z.string(),
  error: z.object({ message: z.string(), step: z.string().optional() }).nullable(),
});

/** The runs a connection broke, offered for recovery once it works again. */
export const BrokenRuns = z.object({ connectionId: z.string(), testedStatus: z.enum(['unknown', 'working', 'failing']), items: z.array(BrokenRun) });
export type BrokenRuns = z.infer<typeof BrokenRuns>;

export const RecoverBrokenRunsBody = z.object({ runsPerMinute: z.number().int().min(1).max(MAX_RUNS_PER_MINUTE).default(60) }).strict();

/** The batches started for the broken runs, one per flow. */
export const BrokenRunRecoveries = z.object({ items: z.array(RecoveryBatch) });
