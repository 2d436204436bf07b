import { z } from 'zod';
import { Ulid } from './identifiers.js';

/**
 * An error flow's trigger: a run of another flow of the workspace failed (docs/flow-language.md §
 * Error flows). `flows` names the flows it answers for, or `"any"` for every flow of the workspace.
 * Runs of error flows never start one (no loops).
 */
export const RunFailedTrigger = z.object({
  type: z.literal('runFailed'),
  flows: z.union([z.literal('any'), z.array(Ulid).min(1, 'Name at least one flow, or "any"').max(100, 'An error flow answers for at most 100 named flows')]),
});
export type RunFailedTrigger = z.infer<typeof RunFailedTrigger>;

/** What an error flow's run starts with (its `trigger` root): the failed run, where it failed, and links. */
export const RunFailedPayload = z.object({
  flow: z.object({ id: z.string(), name: z.string() }),
  run: z.object({
    id: z.string(),
    /** The failed run's page in the app. */
    url: z.string(),
    triggerType: z.string(),
    startedAt: z.string(),
  }),
  /** The step it failed at; null when it failed outside any step. */
  step: z.object({ path: z.string(), name: z.string() }).nullable(),
  error: z.object({ message: z.string(), type: z.string() }),
  /** Where a member runs it again from the failed step (the run page's "Run again from the failed step"). */
  recoverUrl: z.string(),
});
export type RunFailedPayload = z.infer<typeof RunFailedPayload>;
