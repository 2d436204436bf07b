import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { ActionActivities, ActionActivityInput } from '../activities-contract.js';
import { appTaskQueue } from '../task-queues.js';

/**
 * The benchmark's yardstick (npm run bench): the same activities as an interpreted flow, in the same
 * order, written by hand. The interpreter's overhead is its latency and throughput against this.
 */
export async function benchmarkBaseline(calls: Omit<ActionActivityInput, 'idempotencyKey'>[]): Promise<unknown[]> {
  const outputs: unknown[] = [];
  for (const call of calls) {
    const actions = proxyActivities<ActionActivities>({ taskQueue: appTaskQueue(call.app), startToCloseTimeout: '1 minute' });
    const { output } = await actions.runAction({ ...call, idempotencyKey: `${workflowInfo().workflowId}:${call.stepPath}` });
    outputs.push(output);
  }
  return outputs;
}
