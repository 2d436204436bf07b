import { z } from 'zod';
import { Id, ListQuery, listOf } from './common.js';

/** Which changes made by runs to find: of one thing (`resourceId`), app, resource kind, run or flow, in a time range. */
export const RunChangesQuery = ListQuery.extend({
  resourceId: z.string().min(1).max(500).optional(),
  app: z.string().min(1).max(100).optional(),
  resource: z.string().min(1).max(500).optional(),
  runId: Id.optional(),
  flowId: Id.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type RunChangesQuery = z.infer<typeof RunChangesQuery>;

/** One change a run's step made in an app: what changed and the fields it sent (values of secret-looking fields and headers are never kept). */
export const RunChange = z.object({
  changeId: z.string(),
  runId: z.string(),
  flowId: z.string(),
  stepPath: z.string(),
  app: z.string(),
  action: z.string(),
  resource: z.string(),
  resourceId: z.string().nullable(),
  fields: z.record(z.string(), z.unknown()),
  changedAt: z.string(),
});
export type RunChange = z.infer<typeof RunChange>;

export const RunChangesPage = listOf(RunChange);
