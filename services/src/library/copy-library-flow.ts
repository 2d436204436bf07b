import { flowCallsOf, type Definition } from '@tandem/catalog';
import type { Db } from '@tandem/platform/db';
import type { FlowRow } from '@tandem/platform/db/tables/flows';
import { createFlow } from '../repos/create-flow.js';
import { requireFlow } from '../repos/flows.js';
import { requireVersion, saveVersion } from '../repos/versions.js';
import { countMetric } from './count-metric.js';

/** How deep building blocks may call building blocks when a library flow is copied. */
const MAX_BLOCK_DEPTH = 5;

/**
 * A new flow in the workspace whose first version is the library flow's live version; it remembers
 * where it came from (`sourceFlow`, `fromFlowLibrary`). The copy is not live: the user connects apps first.
 *
 * A library flow that runs other library flows (building blocks, "Run flow" steps) brings them along:
 * each called library flow is copied once, or an earlier copy in the workspace (same library flow) is
 * reused, and the call is rewritten to name the workspace's copy and its live version. A copied
 * building block is set live when its version is valid, so the calling flow checks against it (a
 * building block's trigger is manual: nothing starts it on its own).
 */
export async function copyLibraryFlow(db: Db, source: FlowRow, workspaceId: string, user: { userId: string; email: string }, depth = 0): Promise<FlowRow> {
  const live = await requireVersion(db, source.id, source.liveVersionId!);
  const definition = await withCopiedBlocks(db, source.workspaceId, live.definition as Definition, workspaceId, user, depth);
  const flowId = await createFlow(db, {
    workspaceId,
    name: source.name,
    description: source.description,
    longDescription: source.longDescription,
    creatorId: user.userId,
    fromFlowLibrary: true,
    sourceFlow: JSON.stringify({ flowId: source.id, flowVersionId: live.id, workspaceId: source.workspaceId }),
  });
  const version = await saveVersion(db, { workspaceId, flowId, definition, creator: user, name: 'From the flow library' });
  if (depth > 0 && version.valid) await db.updateTable('flows').set({ liveVersionId: version.id, liveVersionChangedAt: new Date() }).where('id', '=', flowId).execute();
  await countMetric(db, [source.id], 'copied');
  return requireFlow(db, workspaceId, flowId);
}

/** The definition with each call of a library flow pointed at the workspace's copy of it (made when missing). */
async function withCopiedBlocks(db: Db, libraryWorkspaceId: string, definition: Definition, workspaceId: string, user: { userId: string; email: string }, depth: number): Promise<Definition> {
  const calls = [...flowCallsOf(definition)].filter((c) => c.call.flowId);
  if (calls.length === 0 || depth >= MAX_BLOCK_DEPTH) return definition;
  const copies = new Map<string, string>();
  for (const { call } of calls) {
    const calledId = call.flowId!;
    if (copies.has(calledId)) continue;
    const called = await db.selectFrom('flows').selectAll().where('id', '=', calledId).where('workspaceId', '=', libraryWorkspaceId).where('deletedAt', 'is', null).executeTakeFirst();
    if (!called?.liveVersionId) continue;
    const existing = await db
      .selectFrom('flows')
      .select('id')
      .where('workspaceId', '=', workspaceId)
      .where('deletedAt', 'is', null)
      .where((eb) => eb(eb.ref('sourceFlow', '->>').key('flowId'), '=', calledId))
      .orderBy('createdAt')
      .executeTakeFirst();
    copies.set(calledId, existing?.id ?? (await copyLibraryFlow(db, called, workspaceId, user, depth + 1)).id);
  }
  // The definition is plain JSON: a copy with every rewritten call.
  const copy = structuredClone(definition);
  for (const { step } of flowCallsOf(copy)) {
    const to = step.input.flowId?.type === 'literal' && typeof step.input.flowId.value === 'string' ? copies.get(step.input.flowId.value) : undefined;
    if (!to) continue;
    step.input.flowId = { type: 'literal', value: to };
    step.input.version = { type: 'literal', value: 'live' };
  }
  return copy;
}
