import { ensureTemporalBinary } from '@tandem/temporal/server';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lit, op, ref } from '@tandem/catalog';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../test-env/test-stack.js';

/**
 * Records replay histories of iterates that run in chunks (child workflows): the run's history and
 * each chunk's, for a run that completes and one whose item fails. Part of `npm run record-histories`.
 */
const folder = new URL('../../temporal/histories/', import.meta.url);
const label = process.env.HISTORY_LABEL ?? new Date().toISOString().slice(0, 10);

describe('record replay histories of iterate chunks', () => {
  let stack: TestStack;
  let user: TestUser;
  beforeAll(async () => {
    stack = await startTestStack();
    user = await signUp(stack.app);
  });
  afterAll(() => stack?.stop());

  /** Runs the flow, then writes the run's history and its chunks' (`<name>-chunk-<offset>`). */
  async function record(name: string, steps: unknown[], chunkOffsets: number[]): Promise<void> {
    const ws = `/api/workspaces/${user.workspaceId}`;
    const flow = await user.request('POST', `${ws}/flows`, { name, definition: { version: 1, trigger: { type: 'manual' }, steps } });
    expect(flow.body.latestVersionId).toBeTruthy();
    const started = await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, {});
    await waitForRun(user, started.body.runId);
    const cli = await ensureTemporalBinary(() => {});
    const show = (workflowId: string) =>
      execFileSync(cli, ['workflow', 'show', '-w', workflowId, '--address', inject('temporalAddress'), '--namespace', stack.namespace, '--output', 'json']);
    const workflowId = `run_${started.body.runId}`;
    writeFileSync(new URL(`${label}-${name}.json`, folder), show(workflowId));
    for (const offset of chunkOffsets) writeFileSync(new URL(`${label}-${name}-chunk-${offset}.json`, folder), show(`${workflowId}:each:${offset}`));
  }

  const body = (mapping: unknown) => [{ name: 'scaled', type: 'utility', utility: 'transform', input: { list: op('list', ref('item')), mapping } }];
  const rate = { name: 'rate', type: 'utility', utility: 'variable', input: { name: lit('rate'), valueType: lit('number'), value: lit(3) } };

  it('a chunked iterate that completes', async () => {
    await record('iterate-chunks', [rate, { name: 'each', type: 'iterate', items: op('range', lit(0), lit(2500)), steps: body(op('multiply', ref('item'), ref('rate'))) }], [0, 2000]);
  });

  it('a chunked iterate whose item fails', async () => {
    const failing = op('divide', ref('rate'), op('subtract', ref('item'), lit(2100)));
    await record('iterate-chunk-fails', [rate, { name: 'each', type: 'iterate', items: op('range', lit(0), lit(2500)), steps: body(failing) }], [2000]);
  });
});
