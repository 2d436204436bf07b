import { Client } from '@temporalio/client';
import { bundleWorkflowCode, DefaultLogger, NativeConnection, Worker, type WorkerOptions, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { WITHOUT_CALL_TIMEOUT } from './workflow-call-timeout.js';

/**
 * The patched SDK (patches/) runs workflow code without a `vm` timeout when the worker says 0, so Node
 * starts no watchdog thread per call. `debugMode` runs the workflows in this thread, where a spy on
 * `vm.Script` sees each of the SDK's calls and its options; the flows worker's threads make the same calls.
 */
describe('the flows worker calls into workflows without a vm timeout', () => {
  const namespace = `test-${process.env.VITEST_POOL_ID ?? '1'}`;
  let connection: NativeConnection;
  let bundle: WorkflowBundleWithSourceMap;

  beforeAll(async () => {
    connection = await NativeConnection.connect({ address: inject('temporalAddress') });
    bundle = await bundleWorkflowCode({ workflowsPath: new URL('./workflow-call-timeout.fixture.ts', import.meta.url).pathname, logger: new DefaultLogger('WARN') });
  });
  afterAll(async () => {
    await connection?.close();
  });

  /** The `timeout` of every call into the workflow's context while one run of the probe runs. */
  async function timeoutsOfCalls(options: Partial<WorkerOptions>): Promise<unknown[]> {
    const taskQueue = `call-timeout-${Math.random().toString(36).slice(2)}`;
    const worker = await Worker.create({ connection, namespace, taskQueue, workflowBundle: bundle, debugMode: true, ...options });
    const client = new Client({ connection, namespace });
    const runInContext = vi.spyOn(vm.Script.prototype, 'runInContext');
    try {
      const result = await worker.runUntil(client.workflow.execute('callTimeoutProbe', { taskQueue, workflowId: taskQueue }));
      expect(result).toBe('done');
      return runInContext.mock.calls.map(([, options]) => options?.timeout);
    } finally {
      runInContext.mockRestore();
    }
  }

  it('with the flows worker setting, no call has a timeout', async () => {
    const timeouts = await timeoutsOfCalls(WITHOUT_CALL_TIMEOUT);
    // The runtime's start, then activate, unblock conditions and conclude for each of the two activations.
    expect(timeouts.length).toBeGreaterThanOrEqual(7);
    expect(timeouts.filter((timeout) => timeout !== undefined)).toEqual([]);
  });

  it("with the SDK's default, every call has one (the spy sees what the setting changes)", async () => {
    const timeouts = await timeoutsOfCalls({});
    // Every call but the last (the workflow's disposal) is timed.
    expect(timeouts.filter((timeout) => typeof timeout === 'number' && timeout > 0).length).toBeGreaterThanOrEqual(7);
  });
});
