/** A workflow for workflow-call-timeout.test.ts: a few activations' worth of calls into the workflow. */
import { sleep } from '@temporalio/workflow';

export async function callTimeoutProbe(): Promise<string> {
  await sleep(1);
  return 'done';
}
