import { sql, type Updateable } from 'kysely';
import { preparedQuery, type Db } from '@tandem/platform/db';
import type { FlowRow, FlowsTable } from '@tandem/platform/db/tables/flows';
import { notFound } from '@tandem/platform/errors';
import type { Flow } from '../api/schemas/flows.js';
import { iso } from '../api/schemas/common.js';
import { versionExecutions, type VersionExecutions } from './version-executions.js';
import { sha256 } from '@tandem/platform/secrets';

export type FlowCounts = { executionCount: number; successful: number; failed: number; lastExecutionAt: Date | null };
const noRuns: FlowCounts = { executionCount: 0, successful: 0, failed: 0, lastExecutionAt: null };

export function flowView(row: FlowRow, counts: FlowCounts = noRuns, executions?: VersionExecutions): Flow {
  const metadata: Record<string, unknown> | null = row.latestVersionMetadata ? { ...row.latestVersionMetadata, ...executions } : null;
  return {
    flowId: row.id,
    workspaceId: row.workspaceId,
    shortId: row.shortId,
    name: row.name,
    description: row.description,
    longDescription: row.longDescription,
    liveVersionId: row.liveVersionId,
    liveVersionChangedAt: iso(row.liveVersionChangedAt),
    latestVersionId: row.latestVersionId,
    latestVersionMetadata: metadata,
    performanceMetrics: row.performanceMetrics,
    createdAt: row.createdAt.toISOString(),
    creatorId: row.creatorId,
    deletedAt: iso(row.deletedAt),
    categoryIds: row.categoryIds,
    published: row.published,
    fromFlowLibrary: row.fromFlowLibrary,
    pinnedAt: iso(row.pinnedAt),
    sourceFlow: row.sourceFlow,
    editMode: row.editMode,
    libraryInfo: row.libraryInfo,
    requiredMemory: row.requiredMemory,
    trigger: metadata?.trigger ?? null,
    apps: Array.isArray(metadata?.usedApps) ? (metadata.usedApps as string[]) : [],
    executionCount: counts.executionCount,
    successful: counts.successful,
    failed: counts.failed,
    lastExecutionAt: iso(counts.lastExecutionAt),
  };
}

/** Run counts per flow, optionally only runs started since a date (the dashboard's metrics period). */
export async function flowCounts(db: Db, flowIds: string[], since?: Date): Promise<Map<string, FlowCounts>> {
  if (flowIds.length === 0) return new Map();
  let query = db
    .selectFrom('runs')
    .select([
      'flowId',
      sql<number>`count(*)`.as('executionCount'),
      sql<number>`count(*) filter (where status = 'completed')`.as('successful'),
      sql<number>`count(*) filter (where status in ('failed', 'timedOut', 'terminated'))`.as('failed'),
      sql<Date | null>`max(started_at)`.as('lastExecutionAt'),
    ])
    .where('flowId', 'in', flowIds)
    .groupBy('flowId');
  if (since) query = query.where('startedAt', '>=', since);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.flowId, { ...r, executionCount: Number(r.executionCount), successful: Number(r.successful), failed: Number(r.failed) }]));
}

/** A flow of the workspace that is not deleted, or 404. */
export async function requireFlow(db: Db, workspaceId: string, flowId: string): Promise<FlowRow> {
  const row = await db
    .selectFrom('flows')
    .selectAll()
    .where('id', '=', flowId)
    .where('workspaceId', '=', workspaceId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Flow not found');
  return row;
}

/** Flows as the API shows them: with run counts (since a date, for the dashboard) and the latest version's executions. */
export async function loadFlowViews(db: Db, rows: readonly FlowRow[], since?: Date): Promise<Flow[]> {
  const ids = rows.map((r) => r.id);
  const versionIds = rows.flatMap((r) => (r.latestVersionId ? [r.latestVersionId] : []));
  const [counts, executions] = await Promise.all([flowCounts(db, ids, since), versionExecutions(db, versionIds)]);
  return rows.map((r) => flowView(r, counts.get(r.id), r.latestVersionId ? executions.get(r.latestVersionId) : undefined));
}

export async function loadFlowView(db: Db, row: FlowRow): Promise<Flow> {
  const [view] = await loadFlowViews(db, [row]);
  return view!;
}

/** The workspace's flows that are not deleted: pinned first (newest pin first), then newest first. */
export function listFlows(db: Db, workspaceId: string): Promise<FlowRow[]> {
  return db
    .selectFrom('flows')
    .selectAll()
    .where('workspaceId', '=', workspaceId)
    .where('deletedAt', 'is', null)
    .orderBy('pinnedAt', (ob) => ob.desc().nullsLast())
    .orderBy('createdAt', 'desc')
    .execute();
}

export function updateFlow(db: Db, flowId: string, changes: Updateable<FlowsTable>): Promise<FlowRow> {
  return db.updateTable('flows').set(changes).where('id', '=', flowId).returningAll().executeTakeFirstOrThrow();
}

const hookFlow = preparedQuery((db, hookTokenHash: string) =>
  db
    .selectFrom('flows')
    .innerJoin('flowVersions', 'flowVersions.id', 'flows.liveVersionId')
    .innerJoin('workspaces', 'workspaces.id', 'flows.workspaceId')
    .select(['flows.id as flowId', 'flows.name', 'flows.workspaceId', 'flowVersions.id as versionId', 'flowVersions.definition', 'workspaces.maxFlowRuntimeMinutes'])
    .where('flows.hookTokenHash', '=', hookTokenHash)
    .where('flows.deletedAt', 'is', null)
    .where('workspaces.deletedAt', 'is', null),
);

/**
 * The flow whose live version a webhook with this token starts, with what starting a run needs (a
 * prepared query: every delivery runs it). Tokens are stored as their SHA-256 and looked up by it.
 */
export async function findHookFlow(db: Db, hookToken: string) {
  const [row] = await hookFlow(db, sha256(hookToken));
  return row;
}
