import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StepRecord } from '@tandem/temporal/interpreter';
import { signUp, startTestStack, waitForRun, type TestStack } from '../../../scripts/test-env/test-stack.js';
import { settledSteps } from './settled-steps.js';

const step = (path: string, status: StepRecord['status']): StepRecord => ({ path, name: path, type: 'wait', status, attempts: 0, startedAt: '2026-11-27T10:00:00.000Z' });

describe('the steps of a run as they ended', () => {
  it('a step still running when the run was terminated failed then; the others stay as they were', () => {
    const closedAt = new Date('2026-11-27T10:05:00.000Z');
    const steps = [step('first', 'succeeded'), step('long_wait', 'running'), step('after', 'skipped')];
    expect(settledSteps(steps, 'terminated', closedAt)).toEqual([
      steps[0],
      { ...steps[1], status: 'failed', finishedAt: closedAt.toISOString(), error: { message: 'The run was terminated', type: 'Terminated' } },
      steps[2],
    ]);
    // A running run's steps are under way.
    expect(settledSteps(steps, 'running', null)).toBe(steps);
  });

  describe('on a real run', () => {
    let stack: TestStack;
    beforeAll(async () => {
      stack = await startTestStack({ pools: 'flows' });
    });
    afterAll(() => stack?.stop());

    it('after a run timed out its wait step reads failed, not running', async () => {
      const user = await signUp(stack.app);
      const ws = `/api/workspaces/${user.workspaceId}`;
      const definition = { version: 1, trigger: { type: 'manual' }, timeout: 'PT2S', steps: [{ name: 'long_wait', type: 'wait', duration: 'PT1H' }] };
      const flow = await user.request('POST', `${ws}/flows`, { name: 'Slow', definition });
      expect(flow.body.latestVersionId, JSON.stringify(flow.body)).toBeTruthy();
      const started = await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, {});
      const state = await waitForRun(user, started.body.runId, 20_000);
      expect(state).toMatchObject({ status: 'timedOut', error: { message: 'The run took longer than its timeout' } });
      expect(state.steps).toEqual([
        expect.objectContaining({ path: 'long_wait', status: 'failed', finishedAt: state.closedAt, error: { message: 'The run took longer than its timeout', type: 'TimedOut' } }),
      ]);
      const one = await user.request('GET', `${ws}/runs/${started.body.runId}/steps/long_wait/output`);
      expect(one.body).toMatchObject({ status: 'failed', error: { type: 'TimedOut' } });
    });
  });
});
