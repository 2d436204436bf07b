import { Ulid } from '@tandem/catalog';
import { z } from 'zod';

export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** 26-character ULID path parameters. */
export const Id = Ulid;

/**
 * A run's id: its workflow id without `run_` (a ULID for manual runs, `hook_…` for webhook deliveries
 * with an idempotency key, `sched_<flowId>-<time>` for schedule fires, `watch_…` for change watches).
 */
export const RunId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_:.-]{0,199}$/, 'Not a run id');

export const ListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(64).optional(),
});

export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

/** Error answers every route may give. */
export const errorResponses = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
