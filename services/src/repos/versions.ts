import { newId } from '@tandem/platform/ids';
import type { Db } from '@tandem/platform/db';
import type { FlowVersionRow } from '@tandem/platform/db/tables/flow-versions';
import { notFound } from '@tandem/platform/errors';
import type { FlowVersion } from '../api/schemas/flows.js';
import { validateDefinition } from '../flows/validate-definition.js';
import { flowCatalogFor } from '../flows/flow-call-context.js';
import { versionMetadata } from '../flows/version-metadata.js';

export function versionView(row: FlowVersionRow): FlowVersion {
  return {
    versionId: row.id,
    flowId: row.flowId,
    name: row.name,
    changeNotes: row.changeNotes,
    valid: row.valid,
    issues: row.issues,
    createdAt: row.createdAt.toISOString(),
    creatorId: row.creatorId,
    creatorEmail: row.creatorEmail,
    restoredFrom: row.restoredFrom,
    definition: row.definition,
    metadata: row.metadata,
    guide: row.guide ?? null,
  };
}

export type NewVersion = {
  workspaceId: string;
  flowId: string;
  definition: unknown;
  name?: string | null;
  changeNotes?: string | null;
  guide?: unknown;
  restoredFrom?: string | null;
  creator: { userId: string; email: string };
};

/** Saves a version exactly as given, valid or not, and makes it the flow's latest. */
export async function saveVersion(db: Db, version: NewVersion): Promise<FlowVersionRow> {
  const self = await db.selectFrom('flows').select(['id as flowId', 'name']).where('id', '=', version.flowId).executeTakeFirst();
  const { valid, issues } = validateDefinition(version.definition, await flowCatalogFor(db, version.workspaceId, self, version.definition));
  const createdAt = new Date();
  const metadata = versionMetadata(version.definition, version.creator.email, createdAt, version.guide);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('flowVersions')
      .values({
        id: newId(),
        flowId: version.flowId,
        workspaceId: version.workspaceId,
        restoredFrom: version.restoredFrom ?? null,
        createdAt,
        creatorId: version.creator.userId,
        creatorEmail: version.creator.email,
        guide: version.guide === undefined ? null : JSON.stringify(version.guide),
        name: version.name ?? null,
        changeNotes: version.changeNotes ?? null,
        valid,
        issues: JSON.stringify(issues),
        definition: JSON.stringify(version.definition ?? null),
        metadata: JSON.stringify(metadata),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('flows')
      .set({ latestVersionId: row.id, latestVersionMetadata: JSON.stringify(metadata) })
      .where('id', '=', version.flowId)
      .execute();
    return row;
  });
}

export async function requireVersion(db: Db, flowId: string, versionId: string): Promise<FlowVersionRow> {
  const row = await db.selectFrom('flowVersions').selectAll().where('flowId', '=', flowId).where('id', '=', versionId).executeTakeFirst();
  if (!row) throw notFound('Version not found');
  return row;
}

/** Every version of a flow, newest first. */
export function listVersions(db: Db, flowId: string): Promise<FlowVersionRow[]> {
  return db.selectFrom('flowVersions').selectAll().where('flowId', '=', flowId).orderBy('id', 'desc').execute();
}
