import type { Definition } from '@tandem/catalog';

/** What a trigger needs to know about the flow whose version is live. */
export type LiveFlow = {
  workspaceId: string;
  flowId: string;
  flowName: string;
  versionId: string;
  definition: Definition;
  maxFlowRuntimeMinutes: number;
};
