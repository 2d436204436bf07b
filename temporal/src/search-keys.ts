import { defineSearchAttributeKey, SearchAttributeType, TypedSearchAttributes } from '@temporalio/common';

const keyword = (name: string) => defineSearchAttributeKey(name, SearchAttributeType.KEYWORD);

/** The search attributes every run carries, so the Temporal UI filters runs by workspace, flow, version and trigger. */
export const searchKeys = {
  workspaceId: keyword('WorkspaceId'),
  flowId: keyword('FlowId'),
  flowVersionId: keyword('FlowVersionId'),
  triggerType: keyword('TriggerType'),
};

export function runSearchAttributes(run: { workspaceId: string; flowId: string; versionId: string; triggerType: string }): TypedSearchAttributes {
  return new TypedSearchAttributes([
    { key: searchKeys.workspaceId, value: run.workspaceId },
    { key: searchKeys.flowId, value: run.flowId },
    { key: searchKeys.flowVersionId, value: run.versionId },
    { key: searchKeys.triggerType, value: run.triggerType },
  ]);
}
