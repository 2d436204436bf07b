import { ApplicationFailure } from '@temporalio/common';
import { Definition, parseIsoDuration } from '@tandem/catalog';
import type { ChildRunStart, FlowCallRequest } from '@tandem/temporal';
import type { Kysely, Transaction } from 'kysely';
import { newId } from '../ids.js';
import type { Database } from '../db/database.js';
import type { Db } from '../db/index.js';
import { lockWorkspace } from '../workspaces/workspace-lock.js';

/** The failure type of a call that cannot succeed however often it is tried (temporal/src/workflows/flow-call.ts). */
const REFUSED = 'FlowCallRefused';

export const refuseCall = (message: string) => ApplicationFailure.nonRetryable(message, REFUSED);

/** A run may last the shorter of its definition's `timeout` and the workspace's maximum runtime (like a run the API starts). */
function timeoutMsOf(definition: Definition, maxFlowRuntimeMinutes: number): number {
  const limits = [maxFlowRuntimeMinutes * 60_000];
  if (definition.timeout) limits.push(parseIsoDuration(definition.timeout));
  return Math.min(...limits);
}

/** A flow of the workspace and the version a call names ("live" or a version id), refused unless it can run. */
export async function versionToRun(db: Kysely<Database>, workspaceId: string, flowId: string, version: string) {
  const flow = await db.selectFrom('flows').select(['id', 'name', 'liveVersionId']).where('id', '=', flowId).where('workspaceId', '=', workspaceId).where('deletedAt', 'is', null).executeTakeFirst();
  // A flow of another workspace is no flow of this one: the same answer as a missing one.
  if (!flow) throw refuseCall(`Run flow: there is no flow "${flowId}" in this workspace`);
  const versionId = version === 'live' ? flow.liveVersionId : version;
  if (!versionId) throw refuseCall(`Run flow: the flow "${flow.name}" has no live version`);
  const row = await db.selectFrom('flowVersions').select(['id', 'valid', 'definition']).where('id', '=', versionId).where('flowId', '=', flow.id).executeTakeFirst();
  if (!row) throw refuseCall(`Run flow: the flow "${flow.name}" has no version "${versionId}"`);
  const parsed = Definition.safeParse(row.definition);
  if (!row.valid || !parsed.success) throw refuseCall(`Run flow: the version of "${flow.name}" it names is not valid`);
  return { flowId: flow.id, flowName: flow.name, versionId: row.id, definition: parsed.data };
}

/**
 * Registers a run started by another run (a "Run flow" step, an error flow) in the runs index, holding
 * the workspace's row like every run start (workspace-lock.ts). Idempotent by workflow id: a retried
 * attempt finds the row of the first one.
 */
export async function registerChildRun(
  trx: Transaction<Database>,
  run: { workspaceId: string; workflowId: string; triggerType: string; parentRunId: string | null },
  target: Awaited<ReturnType<typeof versionToRun>>,
): Promise<ChildRunStart> {
  const workspace = await trx.selectFrom('workspaces').select('maxFlowRuntimeMinutes').where('id', '=', run.workspaceId).executeTakeFirstOrThrow();
  const row = await trx
    .insertInto('runs')
    .values({
      id: newId(),
      workspaceId: run.workspaceId,
      flowId: target.flowId,
      versionId: target.versionId,
      workflowId: run.workflowId,
      triggerType: run.triggerType,
      status: 'running',
      closedAt: null,
      parentRunId: run.parentRunId,
    })
    .onConflict((oc) => oc.column('workflowId').doUpdateSet({ workflowId: run.workflowId }))
    .returning(['id', 'versionId'])
    .executeTakeFirstOrThrow();
  return { runId: row.id, ...target, timeoutMs: timeoutMsOf(target.definition, workspace.maxFlowRuntimeMinutes) };
}

/** `prepareFlowCall` of the core activities: the child run of a "Run flow" step, in the calling run's workspace only. */
export function prepareFlowCall(db: Db, request: FlowCallRequest): Promise<ChildRunStart> {
  return db.transaction().execute(async (trx) => {
    if ((await lockWorkspace(trx, request.workspaceId)) === 'deleted') throw ApplicationFailure.nonRetryable('The workspace of this run was deleted', 'WorkspaceDeleted');
    const target = await versionToRun(trx, request.workspaceId, request.flowId, request.version);
    return registerChildRun(trx, { workspaceId: request.workspaceId, workflowId: request.workflowId, triggerType: 'flowCall', parentRunId: request.parentRunId }, target);
  });
}
