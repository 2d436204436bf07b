import { sql } from 'kysely';
import type { Db } from '@tandem/platform/db';

/** The version metadata that follows the runs: the last finished run and the oldest one in progress. */
export type VersionExecutions = {
  lastExecution: { successful: boolean; at: string } | null;
  inProgressExecution: { startedAt: string } | null;
};

export async function versionExecutions(db: Db, versionIds: readonly string[]): Promise<Map<string, VersionExecutions>> {
  if (versionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('runs')
    .select([
      'versionId',
      sql<Date | null>`max(closed_at)`.as('lastClosedAt'),
      sql<string | null>`(array_agg(status order by closed_at desc nulls last))[1]`.as('lastStatus'),
      sql<Date | null>`min(started_at) filter (where closed_at is null)`.as('oldestOpen'),
    ])
    .where('versionId', 'in', [...versionIds])
    .groupBy('versionId')
    .execute();
  return new Map(
    rows.map((row) => [
      row.versionId,
      {
        lastExecution: row.lastClosedAt ? { successful: row.lastStatus === 'completed', at: new Date(row.lastClosedAt).toISOString() } : null,
        inProgressExecution: row.oldestOpen ? { startedAt: new Date(row.oldestOpen).toISOString() } : null,
      },
    ]),
  );
}

export const noExecutions: VersionExecutions = { lastExecution: null, inProgressExecution: null };
