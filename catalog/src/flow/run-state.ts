import { z } from 'zod';

export const runStatuses = ['running', 'completed', 'failed', 'cancelled', 'timedOut', 'terminated'] as const;
export const RunStatus = z.enum(runStatuses);
export type RunStatus = z.infer<typeof RunStatus>;

export const stepStatuses = ['running', 'succeeded', 'failed', 'skipped'] as const;
export const StepStatus = z.enum(stepStatuses);
export type StepStatus = z.infer<typeof StepStatus>;

/** One problem of a step's input that did not fit its schema: where in the input, what kind, what is wrong. */
export const InputIssue = z.object({ path: z.array(z.union([z.string(), z.number()])), code: z.string(), message: z.string() });
export type InputIssue = z.infer<typeof InputIssue>;

/** How a step failed; a step whose input did not fit its schema also lists the issues. */
export const StepError = z.object({ message: z.string(), type: z.string(), issues: z.array(InputIssue).optional() });
export type StepError = z.infer<typeof StepError>;

export const StepState = z.object({
  /** e.g. `loop_1[3].send` */
  path: z.string(),
  name: z.string(),
  type: z.string(),
  status: StepStatus,
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  attempts: z.number().int(),
  /** The evaluated input of an action or I/O utility step; left out of step summaries like the output. */
  input: z.unknown().optional(),
  output: z.unknown().optional(),
  error: StepError.optional(),
  /** The step did not run again: its output comes from the run this one recovers. */
  recovered: z.boolean().optional(),
});
export type StepState = z.infer<typeof StepState>;

/** What the API returns for a run (docs/flow-language.md § Run state). */
export const RunState = z.object({
  runId: z.string(),
  flowId: z.string(),
  versionId: z.string(),
  status: RunStatus,
  startedAt: z.string(),
  closedAt: z.string().nullable(),
  trigger: z.object({ type: z.string(), payload: z.unknown() }),
  steps: z.array(StepState),
  error: z.object({ message: z.string(), step: z.string().optional() }).nullable(),
});
export type RunState = z.infer<typeof RunState>;
