/** The Keyword search attributes every run carries (DESIGN.md: runs are visible in the Temporal UI). */
export const searchAttributeNames = ['WorkspaceId', 'FlowId', 'FlowVersionId', 'TriggerType'] as const;
export type SearchAttributeName = (typeof searchAttributeNames)[number];
