import type { JoinBuilder } from 'kysely';
import { preparedQuery, type Database, type Db } from '@tandem/platform/db';
import { notFound } from '@tandem/platform/errors';

type VersionJoin = JoinBuilder<Database, 'flows' | 'flowVersions'>;

/** The workspace's flow with the newest of its versions that `which` picks (null columns when none). */
function flowWithVersion(db: Db, workspaceId: string, flowId: string, which: (join: VersionJoin) => VersionJoin) {
  return db
    .selectFrom('flows')
    .leftJoin('flowVersions', (join) => which(join.onRef('flowVersions.flowId', '=', 'flows.id')))
    .select(['flows.id as flowId', 'flows.name as flowName', 'flowVersions.id as versionId', 'flowVersions.valid', 'flowVersions.issues', 'flowVersions.definition'])
    .where('flows.id', '=', flowId)
    .where('flows.workspaceId', '=', workspaceId)
    .where('flows.deletedAt', 'is', null)
    .orderBy('flowVersions.id', 'desc')
    .limit(1);
}

const namedVersion = preparedQuery((db, workspaceId: string, flowId: string, versionId: string) => flowWithVersion(db, workspaceId, flowId, (join) => join.on('flowVersions.id', '=', versionId)));
const newestValidVersion = preparedQuery((db, workspaceId: string, flowId: string) => flowWithVersion(db, workspaceId, flowId, (join) => join.on('flowVersions.valid', '=', true)));

/**
 * What a manual run needs, in one query: the workspace's flow (404 'Flow not found' when it is not
 * there) and the version the run would use — the named one (404 'Version not found' when the flow has
 * none such), or else the newest valid one (`version` undefined when there is none).
 */
export async function flowToRun(db: Db, workspaceId: string, flowId: string, versionId?: string) {
  const [row] = versionId === undefined ? await newestValidVersion(db, workspaceId, flowId) : await namedVersion(db, workspaceId, flowId, versionId);
  if (!row) throw notFound('Flow not found');
  const flow = { id: row.flowId, name: row.flowName };
  if (row.versionId === null) {
    if (versionId !== undefined) throw notFound('Version not found');
    return { flow, version: undefined };
  }
  return { flow, version: { id: row.versionId, valid: row.valid ?? false, issues: row.issues ?? [], definition: row.definition } };
}
