import { z } from 'zod';

export const RunStatus = z.enum(['running', 'completed', 'failed', 'cancelled', 'timedOut', 'terminated']);

export const RunSummary = z.object({
  runId: z.string(),
  flowId: z.string(),
  versionId: z.string(),
  status: RunStatus,
  triggerType: z.string(),
  startedAt: z.string(),
  closedAt: z.string().nullable(),
  error: z.object({ message: z.string(), step: z.string().optional() }).nullable(),
});

/** flow-language.md § Run state. */
export const RunState = z.object({
  runId: z.string(),
  flowId: z.string(),
  versionId: z.string(),
  status: RunStatus,
  startedAt: z.string(),
  closedAt: z.string().nullable(),
  trigger: z.object({ type: z.string(), payload: z.unknown() }),
  steps: z.array(
    z.object({
      path: z.string(),
      name: z.string(),
      type: z.string(),
      status: z.enum(['running', 'succeeded', 'failed', 'skipped']),
      startedAt: z.string().optional(),
      finishedAt: z.string().optional(),
      attempts: z.number().int(),
      output: z.unknown().optional(),
      error: z.object({ message: z.string(), type: z.string() }).optional(),
    }),
  ),
  error: z.object({ message: z.string(), step: z.string().optional() }).nullable(),
  temporalUrl: z.string().optional(),
});
export type RunState = z.infer<typeof RunState>;

export const StartRunBody = z.object({ versionId: z.string().optional(), input: z.unknown().optional() });
export const RunsQuery = z.object({
  flowId: z.string().optional(),
  status: RunStatus.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(64).optional(),
});
