import { RunState as FlowRunState, RunStatus } from '@tandem/catalog';
import { z } from 'zod';
import { ApiStepState } from './step-values.js';

export { RunStatus };

export const RunSummary = z.object({
  runId: z.string(),
  flowId: z.string(),
  versionId: z.string(),
  status: RunStatus,
  triggerType: z.string(),
  startedAt: z.string(),
  closedAt: z.string().nullable(),
  error: z.object({ message: z.string(), step: z.string().optional() }).nullable(),
  /** The failed run this one runs again from its failed step. */
  recoveredFrom: z.string().nullable(),
});
export type RunSummary = z.infer<typeof RunSummary>;

/** A run that a "Run flow" step of another run started. */
export const ChildRun = z.object({ runId: z.string(), flowId: z.string(), status: RunStatus, startedAt: z.string() });
export type ChildRun = z.infer<typeof ChildRun>;

/** Where a page of steps ends: pass it back as `cursor` for the next page. */
const Cursor = z.string().regex(/^\d{1,12}$/, 'Not a cursor of this list');

/** Which steps a read returns: by path prefix (`loop_1[3].`), a page at a time, with or without outputs. */
const stepsQuery = (defaultLimit: number, outputsByDefault: boolean) =>
  z.object({
    prefix: z.string().max(1000).optional(),
    cursor: Cursor.optional(),
    limit: z.coerce.number().int().min(1).max(1000).default(defaultLimit),
    outputs: z
      .enum(['true', 'false'])
      .default(outputsByDefault ? 'true' : 'false')
      .transform((value) => value === 'true'),
  });

/**
 * The run state keeps its outputs (docs/flow-language.md) but holds one page of steps: at most 1,000.
 * With outputs=false the steps are summaries and the trigger leaves its payload out.
 */
export const RunStateQuery = stepsQuery(500, true);
/** Step summaries: no outputs unless asked; each output is read on its own. */
export const RunStepsQuery = stepsQuery(200, false);

/** docs/flow-language.md § Run state with one page of its steps, plus the run's page in the Temporal UI. */
export const RunState = FlowRunState.extend({
  /** The payload is left out of summaries (outputs=false). */
  trigger: z.object({ type: z.string(), payload: z.unknown().optional() }),
  /** Each step's input and output, or where to page through one too large for this answer (`truncated`). */
  steps: z.array(ApiStepState),
  temporalUrl: z.string().optional(),
  /** Steps of the run matching the prefix (all of them without one). */
  stepCount: z.number().int(),
  nextCursor: z.string().nullable(),
  /** The failed run this one runs again from its failed step. */
  recoveredFrom: z.string().nullable(),
  /** Runs that ran this one again from its failed step, oldest first. */
  recoveredBy: z.array(z.string()),
  /** The run whose "Run flow" step started this one. */
  parentRunId: z.string().nullable(),
  /** Runs this one's "Run flow" steps started, oldest first. */
  children: z.array(ChildRun),
  /** What the run gave back: the definition's `output`, once the run completed. */
  output: z.unknown().optional(),
});
export type RunState = z.infer<typeof RunState>;

export const RunStepsPage = z.object({ items: z.array(ApiStepState), nextCursor: z.string().nullable(), total: z.number().int() });
export type RunStepsPage = z.infer<typeof RunStepsPage>;

/** A run started (or asked to stop): its id. */
export const RunStarted = z.object({ runId: z.string() });
export type RunStarted = z.infer<typeof RunStarted>;

export const StartRunBody = z.object({ versionId: z.string().optional(), input: z.unknown().optional() });
export const RunsQuery = z.object({
  flowId: z.string().optional(),
  status: RunStatus.optional(),
  triggerType: z.enum(['manual', 'webhook', 'schedule', 'changeWatch', 'flowCall', 'runFailed']).optional(),
  /** Runs started at or after this time. */
  from: z.iso.datetime({ offset: true }).optional(),
  /** Runs started before this time. */
  to: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The last run of the page before (its id). */
  cursor: z.string().max(200).optional(),
});
export type RunsQuery = z.input<typeof RunsQuery>;

/** Run a failed run again from its failed step: on its own version, or on a newer one whose steps before it are unchanged. */
export const RecoverRunBody = z.object({ versionId: z.string().optional() });
export type RecoverRunBody = z.infer<typeof RecoverRunBody>;
