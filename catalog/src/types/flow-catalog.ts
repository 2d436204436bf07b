/** A flow another one may run, as the checker sees the version a call names. */
export type CalledFlow = {
  flowId: string;
  name: string;
  /** The version the call runs (the live one, or the pinned one); undefined: none (no live version, or the pinned one is unknown). */
  version?: { versionId: string; valid: boolean; definition: unknown };
};

/**
 * The flows of the checked definition's workspace that its "Run flow" steps may name, loaded before the
 * check (the server loads every flow a call reaches, transitively: services/src/flows/flow-call-context.ts).
 * A flow of another workspace is unknown here, so calling it is an error.
 */
export interface FlowCatalog {
  /** The flow whose definition is checked: a call that comes back to it is a cycle. */
  selfFlowId?: string;
  selfName?: string;
  /** `version`: "live" or a version id. Undefined: no such flow in this workspace. */
  findFlow(flowId: string, version: string): CalledFlow | undefined;
}
