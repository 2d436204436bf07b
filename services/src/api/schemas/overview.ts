import { z } from 'zod';
import { Billing } from './billing.js';

/** The workspace's home page: what ran, what fails now, what the month's credits look like. */
export const Overview = z.object({
  /** The last 30 days (UTC), oldest first, every day present. */
  runsPerDay: z.array(
    z.object({
      day: z.string().describe('YYYY-MM-DD (UTC)'),
      succeeded: z.number(),
      /** Failed, timed out or terminated. */
      failed: z.number(),
      running: z.number(),
      cancelled: z.number(),
    }),
  ),
  /** Flows whose latest finished run failed, newest failure first (at most 20). */
  failingFlows: z.array(z.object({ flowId: z.string(), name: z.string(), runId: z.string(), failedAt: z.string().nullable(), error: z.string().nullable() })),
  credits: z.object({
    plan: Billing.shape.plan,
    used: z.number(),
    included: z.number(),
    /** Credits a month after which actions stop; null: no limit. */
    limit: z.number().nullable(),
    periodStart: z.string(),
    periodEnd: z.string(),
  }),
  /** Flows of the workspace (a new workspace has none: the page shows the first steps). */
  flowCount: z.number(),
  /** The library flow a new workspace may start with: a webhook flow that needs no connection. */
  starterFlowId: z.string(),
});
export type Overview = z.infer<typeof Overview>;
