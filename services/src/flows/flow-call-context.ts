import { Definition, flowCallsOf } from '@tandem/catalog';
import type { CalledFlow, FlowCatalog } from '@tandem/catalog/types';
import type { Db } from '@tandem/platform/db';

/** How many flows one check loads at most while following calls (a workspace's calls rarely reach more than a few). */
const MAX_FLOWS = 200;

type Loaded = { name: string; liveVersionId: string | null; versions: Map<string, { valid: boolean; definition: unknown }> };

const key = (flowId: string, version: string) => `${flowId}@${version}`;

/**
 * The flows the "Run flow" steps of `definition` reach, and the flows their versions reach in turn,
 * loaded from the workspace `workspaceId` only (a flow of another workspace stays unknown, so calling it
 * is an error): what the checker needs to type the calls and to refuse a cycle at save time.
 */
export async function flowCatalogFor(db: Db, workspaceId: string, self: { flowId: string; name: string } | undefined, definition: unknown): Promise<FlowCatalog> {
  const flows = new Map<string, Loaded | null>();
  const resolved = new Map<string, CalledFlow | undefined>();
  const pending: Definition[] = [];
  const parsedRoot = Definition.safeParse(definition);
  if (parsedRoot.success) pending.push(parsedRoot.data);
  while (pending.length > 0 && flows.size < MAX_FLOWS) {
    const calls = pending.splice(0).flatMap((next) => [...flowCallsOf(next)].map(({ call }) => call));
    const wanted = [...new Set(calls.flatMap((call) => (call.flowId && !flows.has(call.flowId) ? [call.flowId] : [])))];
    if (wanted.length > 0) {
      const rows = await db.selectFrom('flows').select(['id', 'name', 'liveVersionId']).where('workspaceId', '=', workspaceId).where('deletedAt', 'is', null).where('id', 'in', wanted).execute();
      for (const id of wanted) flows.set(id, null);
      for (const row of rows) flows.set(row.id, { name: row.name, liveVersionId: row.liveVersionId, versions: new Map() });
    }
    const versionIds = calls.flatMap((call) => {
      const flow = call.flowId ? flows.get(call.flowId) : null;
      const versionId = call.version === 'live' ? flow?.liveVersionId : call.version;
      return flow && versionId && !flow.versions.has(versionId) && !resolved.has(key(call.flowId!, call.version)) ? [versionId] : [];
    });
    const versions = versionIds.length
      ? await db.selectFrom('flowVersions').select(['id', 'flowId', 'valid', 'definition']).where('workspaceId', '=', workspaceId).where('id', 'in', [...new Set(versionIds)]).execute()
      : [];
    for (const version of versions) flows.get(version.flowId)?.versions.set(version.id, { valid: version.valid, definition: version.definition });
    for (const call of calls) {
      if (!call.flowId || resolved.has(key(call.flowId, call.version))) continue;
      const flow = flows.get(call.flowId);
      const versionId = call.version === 'live' ? flow?.liveVersionId : call.version;
      const version = versionId ? flow?.versions.get(versionId) : undefined;
      resolved.set(key(call.flowId, call.version), flow ? { flowId: call.flowId, name: flow.name, ...(version && versionId ? { version: { versionId, ...version } } : {}) } : undefined);
      const parsed = version && Definition.safeParse(version.definition);
      if (parsed?.success) pending.push(parsed.data);
    }
  }
  return {
    ...(self ? { selfFlowId: self.flowId, selfName: self.name } : {}),
    findFlow: (flowId, version) => resolved.get(key(flowId, version)),
  };
}
