/** Temporal's failure classes (ApplicationFailure, ActivityFailure, …): they say how an error travelled, not what went wrong. */
export const INTERNAL_FAILURE_TYPE = /^(Application|Activity|ChildWorkflow|Timeout|Cancelled|Terminated|Server|Temporal|Workflow(Execution)?)(Failure|Error)$/;

export function isInternalFailureType(type: string): boolean {
  return INTERNAL_FAILURE_TYPE.test(type);
}
