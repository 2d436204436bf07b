import type { Db } from '../db/index.js';

/** The workspace a workflow works for, from its id; `undefined` when the id names none. */
export type WorkspaceOfWorkflow = (workflowId: string) => Promise<string | undefined>;

const ULID = /[0-9A-HJKMNP-TV-Z]{26}/;
const CACHED = 10_000;

/**
 * Runs (`run_<runId>`, `run_hook_<flowId>_…`, `run_sched_<flowId>-<time>`), their child workflows
 * (`<run>:<path>:<offset>`) and change watches (`watch_<flowId>`) belong to the workspace of their run
 * or flow. A workflow never changes workspace, so answers are kept.
 */
export function workspaceOfWorkflow(db: Db): WorkspaceOfWorkflow {
  const known = new Map<string, string>();
  return async (workflowId) => {
    const root = workflowId.split(':')[0] ?? workflowId;
    const cached = known.get(root);
    if (cached) return cached;
    const run = await db.selectFrom('runs').select('workspaceId').where('workflowId', '=', root).executeTakeFirst();
    const flowId = ULID.exec(root)?.[0];
    const workspaceId =
      run?.workspaceId ?? (flowId ? (await db.selectFrom('flows').select('workspaceId').where('id', '=', flowId).executeTakeFirst())?.workspaceId : undefined);
    if (workspaceId) {
      if (known.size >= CACHED) known.delete(known.keys().next().value!);
      known.set(root, workspaceId);
    }
    return workspaceId;
  };
}
