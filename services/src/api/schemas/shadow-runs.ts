import { Definition } from '@tandem/catalog';
import { z } from 'zod';
import { Id } from './common.js';
import { VersionIssue } from './flows.js';

/** The most past runs one request may shadow (docs/limits.md § Shadow runs). */
export const MAX_SHADOW_RUNS = 200;

/** Which past runs a draft is tried on: the last `last` runs of the flow's live version (or `versionId`), optionally in a date range or only failed ones. */
export const ShadowRunSelection = z
  .object({
    last: z.number().int().min(1).max(MAX_SHADOW_RUNS).default(20),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    failedOnly: z.boolean().default(false),
    /** The version whose runs are taken; absent: the live version, or every version when none is live. */
    versionId: Id.optional(),
  })
  .strict();
export type ShadowRunSelection = z.infer<typeof ShadowRunSelection>;

export const ShadowRunsBody = z
  .object({
    /** The draft to try: a whole flow definition, saved or not. */
    definition: Definition,
    runs: ShadowRunSelection.default({ last: 20, failedOnly: false }),
  })
  .strict();
export type ShadowRunsBody = z.infer<typeof ShadowRunsBody>;

/** One field of a write's body that the draft sends differently (`price`: 17.99 → 19.99). */
export const FieldChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type FieldChange = z.infer<typeof FieldChange>;

/** A call that changes data in an app and that the draft makes differently: another body, a new one, or one it no longer makes. */
export const WriteChange = z.object({
  path: z.string(),
  step: z.string(),
  app: z.string(),
  action: z.string(),
  change: z.enum(['changed', 'added', 'removed']),
  /** What the write is about, when its input names it (`id 4711`, a URL). */
  target: z.string().nullable(),
  fields: z.array(FieldChange),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export type WriteChange = z.infer<typeof WriteChange>;

export const BranchChange = z.object({ path: z.string(), step: z.string(), before: z.string(), after: z.string() });
export type BranchChange = z.infer<typeof BranchChange>;

/** A filter step that lets other items through: those it now lets through and those it now drops (the first few of each). */
export const FilterChange = z.object({
  path: z.string(),
  step: z.string(),
  added: z.array(z.unknown()),
  removed: z.array(z.unknown()),
  addedCount: z.number().int(),
  removedCount: z.number().int(),
});
export type FilterChange = z.infer<typeof FilterChange>;

/**
 * A call no recorded output stands in for, so a real run would call the app: a step that is new,
 * whose input changed, or that the recorded run never reached. Writes are never sent.
 */
export const WouldCall = z.object({
  path: z.string(),
  step: z.string(),
  app: z.string(),
  action: z.string(),
  reason: z.enum(['newStep', 'inputChanged', 'notRecorded']),
  write: z.boolean(),
});
export type WouldCall = z.infer<typeof WouldCall>;

export const ShadowFailure = z.object({ step: z.string().nullable(), message: z.string(), type: z.string().optional() });
export type ShadowFailure = z.infer<typeof ShadowFailure>;

export const ShadowRunResult = z.object({
  runId: z.string(),
  startedAt: z.string(),
  recordedStatus: z.string(),
  status: z.enum(['completed', 'failed']),
  error: ShadowFailure.nullable(),
  recordedError: ShadowFailure.nullable(),
  /** The draft fails where the recorded run did not (or at another step). */
  newFailure: z.boolean(),
  /** The recorded run failed and the draft does not. */
  fixedFailure: z.boolean(),
  branches: z.array(BranchChange),
  filters: z.array(FilterChange),
  writes: z.array(WriteChange),
  wouldCall: z.array(WouldCall),
  /** Some lists were cut to their first entries (docs/limits.md § Shadow runs). */
  truncated: z.boolean(),
  /** Anything differs from the recorded run. */
  changed: z.boolean(),
});
export type ShadowRunResult = z.infer<typeof ShadowRunResult>;

/** The same field change on many writes of one step: "price 17.99 → 19.99 on 12 writes". */
export const FieldChangeCount = z.object({ step: z.string(), field: z.string(), before: z.unknown(), after: z.unknown(), count: z.number().int(), text: z.string() });
export type FieldChangeCount = z.infer<typeof FieldChangeCount>;

export const ShadowSummary = z.object({
  runs: z.number().int(),
  runsChanged: z.number().int(),
  branchesChanged: z.number().int(),
  filtersChanged: z.number().int(),
  writesChanged: z.number().int(),
  writesAdded: z.number().int(),
  writesRemoved: z.number().int(),
  newFailures: z.number().int(),
  fixedFailures: z.number().int(),
  /** Steps that would call an app, with the number of runs in which they would. */
  wouldCall: z.array(z.object({ step: z.string(), reason: WouldCall.shape.reason, write: z.boolean(), runs: z.number().int() })),
  fieldChanges: z.array(FieldChangeCount),
});
export type ShadowSummary = z.infer<typeof ShadowSummary>;

export const ShadowReport = z.object({
  summary: ShadowSummary,
  runs: z.array(ShadowRunResult),
  /** The draft's type issues (the same check as saving a version). */
  typeIssues: z.array(VersionIssue),
  /** Why fewer runs than selected were tried (the operation budget was spent), or null. */
  stopped: z.string().nullable(),
  /** Expression operations spent, of the request's budget. */
  operations: z.number().int(),
});
export type ShadowReport = z.infer<typeof ShadowReport>;
