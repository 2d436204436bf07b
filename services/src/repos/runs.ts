import { sql } from 'kysely';
import type { Db } from '@tandem/platform/db';
import type { RunRow } from '@tandem/platform/db/tables/runs';
import { notFound } from '@tandem/platform/errors';
import type { RunsQuery } from '../api/schemas/runs.js';

export type RunsPage = { rows: RunRow[]; nextCursor: string | null };

/**
 * One page of the workspace's runs, newest first (by start, then id: run ids are not all ULIDs, see
 * runIdOfWorkflow), narrowed by the query's filters. The cursor is the last run of the page before.
 */
export async function listRuns(db: Db, workspaceId: string, filter: Omit<RunsQuery, 'limit'> & { limit: number }): Promise<RunsPage> {
  const { flowId, status, triggerType, from, to, limit, cursor } = filter;
  let query = db.selectFrom('runs').selectAll().where('workspaceId', '=', workspaceId).orderBy('startedAt', 'desc').orderBy('id', 'desc').limit(limit + 1);
  if (flowId) query = query.where('flowId', '=', flowId);
  if (status) query = query.where('status', '=', status);
  if (triggerType) query = query.where('triggerType', '=', triggerType);
  if (from) query = query.where('startedAt', '>=', new Date(from));
  if (to) query = query.where('startedAt', '<', new Date(to));
  if (cursor) {
    query = query.where(sql<boolean>`(runs.started_at, runs.id) < (select last.started_at, last.id from runs last where last.id = ${cursor} and last.workspace_id = ${workspaceId})`);
  }
  const rows = await query.execute();
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}

/** A run of the workspace; another workspace's run is not found, like a missing one. */
export async function requireRun(db: Db, workspaceId: string, runId: string): Promise<RunRow> {
  const row = await db.selectFrom('runs').selectAll().where('id', '=', runId).where('workspaceId', '=', workspaceId).executeTakeFirst();
  if (!row) throw notFound('Run not found');
  return row;
}
