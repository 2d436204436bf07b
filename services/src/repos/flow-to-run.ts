import type { Db } from '@tandem/platform/db';
import { notFound } from '@tandem/platform/errors';

/**
 * What a manual run needs, in one query: the workspace's flow (404 'Flow not found' when it is not
 * there) and the version the run would use — the named one (404 'Version not found' when the flow has
 * none such), or else the newest valid one (`version` undefined when there is none).
 */
export async function flowToRun(db: Db, workspaceId: string, flowId: string, versionId?: string) {
  const row = await db
    .selectFrom('flows')
    .leftJoin('flowVersions', (join) => {
      const ofFlow = join.onRef('flowVersions.flowId', '=', 'flows.id');
      return versionId === undefined ? ofFlow.on('flowVersions.valid', '=', true) : ofFlow.on('flowVersions.id', '=', versionId);
    })
    .select(['flows.id as flowId', 'flows.name as flowName', 'flowVersions.id as versionId', 'flowVersions.valid', 'flowVersions.issues', 'flowVersions.definition'])
    .where('flows.id', '=', flowId)
    .where('flows.workspaceId', '=', workspaceId)
    .where('flows.deletedAt', 'is', null)
    .orderBy('flowVersions.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw notFound('Flow not found');
  const flow = { id: row.flowId, name: row.flowName };
  if (row.versionId === null) {
    if (versionId !== undefined) throw notFound('Version not found');
    return { flow, version: undefined };
  }
  return { flow, version: { id: row.versionId, valid: row.valid ?? false, issues: row.issues ?? [], definition: row.definition } };
}
