/** Temporal ids of a flow's trigger machinery: one schedule and one watch per flow, whatever version is live. */
export const flowScheduleId = (flowId: string) => `flow_${flowId}`;
export const flowWatchId = (flowId: string) => `watch_${flowId}`;
export const scheduledRunWorkflowId = (flowId: string) => `run_sched_${flowId}`;
