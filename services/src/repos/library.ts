import { sql } from 'kysely';
import type { Db } from '@tandem/platform/db';
import type { FlowRow } from '@tandem/platform/db/tables/flows';
import { notFound } from '@tandem/platform/errors';
import { LibraryInfo, type LibraryFlow, type UseCase } from '../api/schemas/library.js';
import { LIBRARY_WORKSPACE_ID } from '../library/seed-library.js';

export function libraryFlowView(row: FlowRow): LibraryFlow {
  const libraryInfo = LibraryInfo.parse(row.libraryInfo);
  const usedApps = (row.latestVersionMetadata?.usedApps as string[] | undefined) ?? [];
  return {
    flowId: row.id,
    shortId: row.shortId,
    name: row.name,
    description: row.description,
    libraryInfo,
    apps: [...new Set([...usedApps, ...libraryInfo.apps])].sort(),
    trigger: row.latestVersionMetadata?.trigger ?? null,
    performanceMetrics: row.performanceMetrics,
  };
}

function publishedLibraryFlows(db: Db) {
  return db
    .selectFrom('flows')
    .selectAll()
    .where('workspaceId', '=', LIBRARY_WORKSPACE_ID)
    .where('published', '=', true)
    .where('deletedAt', 'is', null)
    .where('liveVersionId', 'is not', null)
    .where('libraryInfo', 'is not', null);
}

/** The public library, expert picks first; `uc` keeps a use case, `a` an app the flow uses or works with. */
export function listLibraryFlows(db: Db, filter: { uc?: UseCase; a?: string }): Promise<FlowRow[]> {
  let query = publishedLibraryFlows(db);
  if (filter.uc) query = query.where(sql<boolean>`jsonb_exists(library_info->'useCases', ${filter.uc})`);
  if (filter.a) {
    const app = filter.a;
    query = query.where(sql<boolean>`(jsonb_exists(library_info->'apps', ${app}) or jsonb_exists(latest_version_metadata->'usedApps', ${app}))`);
  }
  return query.orderBy(sql`(library_info->>'expertPick')::boolean`, 'desc').orderBy('name').execute();
}

export async function requireLibraryFlow(db: Db, flowId: string): Promise<FlowRow> {
  const row = await publishedLibraryFlows(db).where('id', '=', flowId).executeTakeFirst();
  if (!row) throw notFound('Library flow not found');
  return row;
}
