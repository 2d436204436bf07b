import { Client } from '@temporalio/client';
import { bundleWorkflowCode, DefaultLogger, NativeConnection, Worker, type WorkerOptions, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WITHOUT_STACK_TRACES } from './workflow-stack-traces.js';

/**
 * The patched SDK (patches/) installs no promise hook in a worker's workflow threads when the worker
 * says `workflowStackTraces: false`: the stack trace query then says so, where the SDK's default
 * answers it with the workflow's frames.
 */
describe('the flows worker records no stack trace per workflow promise', () => {
  const namespace = `test-${process.env.VITEST_POOL_ID ?? '1'}`;
  let connection: NativeConnection;
  let bundle: WorkflowBundleWithSourceMap;

  beforeAll(async () => {
    connection = await NativeConnection.connect({ address: inject('temporalAddress') });
    bundle = await bundleWorkflowCode({ workflowsPath: new URL('./workflow-stack-traces.fixture.ts', import.meta.url).pathname, logger: new DefaultLogger('WARN') });
  });
  afterAll(async () => {
    await connection?.close();
  });

  /** What the `__stack_trace` query gives for a waiting run of the probe on a worker with `options` (its own workflow thread). */
  async function stackTraceOf(options: Partial<WorkerOptions>): Promise<{ answer?: string; error?: string }> {
    const taskQueue = `stack-traces-${Math.random().toString(36).slice(2)}`;
    const worker = await Worker.create({ connection, namespace, taskQueue, workflowBundle: bundle, workflowThreadPoolSize: 1, ...options });
    const client = new Client({ connection, namespace });
    return worker.runUntil(async () => {
      const handle = await client.workflow.start('stackTraceProbe', { taskQueue, workflowId: taskQueue });
      try {
        return { answer: await handle.query<string>('__stack_trace') };
      } catch (error) {
        return { error: String((error as Error).message) };
      } finally {
        await handle.signal('release');
        expect(await handle.result()).toBe('done');
      }
    });
  }

  it('with the flows worker setting, the query says stack traces are off', async () => {
    const { answer, error } = await stackTraceOf(WITHOUT_STACK_TRACES);
    expect(answer).toBeUndefined();
    expect(error).toContain('Workflow stack traces are not enabled on this worker');
  });

  it("with the SDK's default, the query answers with the workflow's frames (the setting is what changes it)", async () => {
    const { answer, error } = await stackTraceOf({});
    expect(error).toBeUndefined();
    expect(answer).toContain('stackTraceProbe');
  });
});
