import type { Client } from '@temporalio/client';
import { defineSearchAttributeKey, SearchAttributeType, TypedSearchAttributes } from '@temporalio/common';
import type { Definition } from '@tandem/catalog';
import { parseIsoDuration } from '@tandem/catalog';
import { FLOWS_TASK_QUEUE, runWorkflowId } from '@tandem/temporal';
import type { RunFlowInput, TriggerType } from '@tandem/temporal/workflows';
import { ulid } from 'ulid';
import type { Db } from '../db/index.js';

const key = (name: string) => defineSearchAttributeKey(name, SearchAttributeType.KEYWORD);
export const searchKeys = {
  workspaceId: key('WorkspaceId'),
  flowId: key('FlowId'),
  flowVersionId: key('FlowVersionId'),
  triggerType: key('TriggerType'),
};

export type StartRunRequest = {
  workspaceId: string;
  flowId: string;
  flowName: string;
  versionId: string;
  definition: Definition;
  trigger: { type: TriggerType; payload: unknown };
  maxFlowRuntimeMinutes: number;
  /** Makes repeated deliveries (webhooks with an Idempotency-Key) start one run. */
  workflowIdSuffix?: string;
};

/**
 * Starts one run: a row in the runs index, then the interpreter workflow with the four search
 * attributes, the flow's name in the memo, and a timeout of the shorter of the definition's
 * `timeout` and the workspace's maximum runtime.
 */
export async function startRun(db: Db, temporal: Client, request: StartRunRequest): Promise<{ runId: string }> {
  const runId = ulid();
  const workflowId = runWorkflowId(runId);
  const limits = [request.maxFlowRuntimeMinutes * 60_000];
  if (request.definition.timeout) limits.push(parseIsoDuration(request.definition.timeout));
  await db
    .insertInto('runs')
    .values({
      id: runId,
      workspaceId: request.workspaceId,
      flowId: request.flowId,
      versionId: request.versionId,
      workflowId,
      triggerType: request.trigger.type,
      status: 'running',
      closedAt: null,
    })
    .execute();
  const input: RunFlowInput = {
    runId,
    workspaceId: request.workspaceId,
    flowId: request.flowId,
    versionId: request.versionId,
    flowName: request.flowName,
    definition: request.definition,
    trigger: request.trigger,
  };
  try {
    await temporal.workflow.start('runFlow', {
      taskQueue: FLOWS_TASK_QUEUE,
      workflowId,
      args: [input],
      workflowExecutionTimeout: Math.min(...limits),
      memo: { flowName: request.flowName },
      staticSummary: `${request.flowName} (${request.trigger.type})`,
      typedSearchAttributes: new TypedSearchAttributes([
        { key: searchKeys.workspaceId, value: request.workspaceId },
        { key: searchKeys.flowId, value: request.flowId },
        { key: searchKeys.flowVersionId, value: request.versionId },
        { key: searchKeys.triggerType, value: request.trigger.type },
      ]),
    });
  } catch (error) {
    await db.deleteFrom('runs').where('id', '=', runId).execute();
    throw error;
  }
  return { runId };
}
