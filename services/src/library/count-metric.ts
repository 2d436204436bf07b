import { sql } from 'kysely';
import type { Db } from '@tandem/platform/db';
import type { PerformanceMetrics } from '@tandem/platform/db/tables/flows';

/** Adds one to a performance metric of each flow, atomically, so concurrent visitors all count. */
export async function countMetric(db: Db, flowIds: readonly string[], metric: keyof PerformanceMetrics): Promise<void> {
  if (flowIds.length === 0) return;
  await db
    .updateTable('flows')
    .set({
      performanceMetrics: sql<string>`jsonb_set(performance_metrics, ${`{${metric}}`}::text[], to_jsonb(coalesce((performance_metrics->>${metric})::int, 0) + 1))`,
    })
    .where('id', 'in', [...flowIds])
    .execute();
}
