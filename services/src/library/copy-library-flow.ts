import type { Db } from '@tandem/platform/db';
import type { FlowRow } from '@tandem/platform/db/tables/flows';
import { createFlow } from '../repos/create-flow.js';
import { requireFlow } from '../repos/flows.js';
import { requireVersion, saveVersion } from '../repos/versions.js';
import { countMetric } from './count-metric.js';

/**
 * A new flow in the workspace whose first version is the library flow's live version; it remembers
 * where it came from (`sourceFlow`, `fromFlowLibrary`). The copy is not live: the user connects apps first.
 */
export async function copyLibraryFlow(db: Db, source: FlowRow, workspaceId: string, user: { userId: string; email: string }): Promise<FlowRow> {
  const live = await requireVersion(db, source.id, source.liveVersionId!);
  const flowId = await createFlow(db, {
    workspaceId,
    name: source.name,
    description: source.description,
    longDescription: source.longDescription,
    creatorId: user.userId,
    fromFlowLibrary: true,
    sourceFlow: JSON.stringify({ flowId: source.id, flowVersionId: live.id, workspaceId: source.workspaceId }),
  });
  await saveVersion(db, { workspaceId, flowId, definition: live.definition, creator: user, name: 'From the flow library' });
  await countMetric(db, [source.id], 'copied');
  return requireFlow(db, workspaceId, flowId);
}
