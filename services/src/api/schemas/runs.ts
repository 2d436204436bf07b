import { RunState as FlowRunState, RunStatus } from '@tandem/catalog';
import { z } from 'zod';

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
});

/** flow-language.md § Run state, plus the run's page in the Temporal UI. */
export const RunState = FlowRunState.extend({ temporalUrl: z.string().optional() });
export type RunState = z.infer<typeof RunState>;

export const StartRunBody = z.object({ versionId: z.string().optional(), input: z.unknown().optional() });
export const RunsQuery = z.object({
  flowId: z.string().optional(),
  status: RunStatus.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(64).optional(),
});
