import { preparedQuery, type Db } from '../db/index.js';

/** The workspace a workflow works for, from its id; `undefined` when the id names none. */
export type WorkspaceOfWorkflow = (workflowId: string) => Promise<string | undefined>;

const ULID = /[0-9A-HJKMNP-TV-Z]{26}/;
const CACHED = 10_000;

/**
 * The answers known per database, shared by every codec of the process on it (the API's clients and
 * the in-process workers of `npm start`). A workflow never changes workspace, so answers are kept.
 */
const knownByDb = new WeakMap<Db, Map<string, string>>();

function knownOf(db: Db): Map<string, string> {
  let known = knownByDb.get(db);
  if (!known) knownByDb.set(db, (known = new Map()));
  return known;
}

const rootOf = (workflowId: string) => workflowId.split(':')[0] ?? workflowId;

function remember(known: Map<string, string>, root: string, workspaceId: string): void {
  if (known.size >= CACHED) known.delete(known.keys().next().value!);
  known.set(root, workspaceId);
}

/**
 * Tells the codecs on `db` whose a workflow is before it starts: a run's start has just written the
 * run's row, so the payloads of its start (and, in the same process, its first workflow task) need not
 * read it back.
 */
export function rememberWorkflowWorkspace(db: Db, workflowId: string, workspaceId: string): void {
  remember(knownOf(db), rootOf(workflowId), workspaceId);
}

/** The workspace of a run's workflow, from the runs index; of a flow, from the flows (prepared: a worker of its own process asks for every new run). */
const runWorkspace = preparedQuery((db, workflowId: string) => db.selectFrom('runs').select('workspaceId').where('workflowId', '=', workflowId));
const flowWorkspace = preparedQuery((db, flowId: string) => db.selectFrom('flows').select('workspaceId').where('id', '=', flowId));

/** The prefixes of Tandem's own workflow ids: runs, change watches and step tests (`test_<flowId>_…`). */
const TANDEM_WORKFLOW = /^(run|watch|test)_/;

/**
 * Runs (`run_<runId>`: `run_<ulid>`, `run_hook_<flowId>_…`, `run_sched_<flowId>-<time>`), their child workflows
 * (`<run>:<path>:<offset>`) and change watches (`watch_<flowId>`) belong to the workspace of their run
 * or flow.
 */
export function workspaceOfWorkflow(db: Db): WorkspaceOfWorkflow {
  const known = knownOf(db);
  return async (workflowId) => {
    const root = rootOf(workflowId);
    const cached = known.get(root);
    if (cached) return cached;
    // Another app's workflow on the same server (the benchmarks' bare app, say) is nobody's: no query.
    if (!TANDEM_WORKFLOW.test(root)) return undefined;
    const [run] = await runWorkspace(db, root);
    const flowId = ULID.exec(root)?.[0];
    const workspaceId = run?.workspaceId ?? (flowId ? (await flowWorkspace(db, flowId))[0]?.workspaceId : undefined);
    if (workspaceId) remember(known, root, workspaceId);
    return workspaceId;
  };
}
