/** A workflow for workflow-stack-traces.test.ts: it waits for a signal, so its stack can be asked for. */
import { condition, defineSignal, setHandler } from '@temporalio/workflow';

export const releaseSignal = defineSignal('release');

export async function stackTraceProbe(): Promise<string> {
  let released = false;
  setHandler(releaseSignal, () => void (released = true));
  await condition(() => released);
  return 'done';
}
