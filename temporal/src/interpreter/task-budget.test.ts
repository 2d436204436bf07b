import { lit, op, ref, type Definition } from '@tandem/catalog';
import { describe, expect, it } from 'vitest';
import { flowLanguage } from '../workflows/flow-language.js';
import type { Effects } from './effects.js';
import { Interpreter } from './interpreter.js';
import { RunRecorder } from './run-recorder.js';
import { StepFailure } from './step-failure.js';

/** A transform over 100 numbers: a few hundred operations of its own budget. */
const doubled = (name: string) => ({ name, type: 'utility', utility: 'transform', input: { list: ref('trigger', 'items'), mapping: op('multiply', ref('item'), lit(2)) } });
const call = (name: string) => ({ name, type: 'action', app: 'http', action: 'request.send', input: { method: lit('get'), url: lit('https://example.com') } });
const items = Array.from({ length: 100 }, (_, i) => i);

/** Effects whose workflow task is a counter that moves on with each action (an action's result comes in a task of its own); none at all with `tasks: false`. */
function effects(tasks = true): Effects {
  let task = 3;
  return {
    now: () => '2026-12-02T00:00:00.000Z',
    ...(tasks ? { task: () => task } : {}),
    sleep: async () => {},
    runAction: async () => {
      task += 2;
      return { output: { status: 200 }, attempts: 1 };
    },
  };
}

async function run(steps: unknown[], effects: Effects, taskBudget: number) {
  const recorder = new RunRecorder();
  const interpreter = new Interpreter({ effects, language: flowLanguage, recorder, taskBudget });
  const definition = { version: 1, trigger: { type: 'manual' }, steps } as unknown as Definition;
  const outcome = await interpreter.run(definition, { items }, { runId: 'r1' }).then(
    () => undefined,
    (error: unknown) => error,
  );
  return { outcome, steps: recorder.list() };
}

describe("a workflow task's operation budget", () => {
  it('is shared by the steps of one task: the step that passes it fails with LimitExceeded', async () => {
    const { outcome, steps } = await run([doubled('a'), doubled('b'), doubled('c')], effects(), 1_000);
    expect(outcome).toBeInstanceOf(StepFailure);
    const failed = steps.find((step) => step.status === 'failed');
    expect(failed?.path).not.toBe('a');
    expect(failed?.error).toEqual({
      type: 'LimitExceeded',
      message:
        "This run's steps need more than 1,000 operations in one go (between two actions, waits or approvals), the budget that keeps one run from holding the worker others share; put a wait between the heavy steps or make them lighter",
    });
  });

  it('begins afresh with each workflow task', async () => {
    const { outcome, steps } = await run([doubled('a'), call('x'), doubled('b'), call('y'), doubled('c')], effects(), 1_000);
    expect(outcome).toBeUndefined();
    expect(steps.map((step) => step.status)).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded', 'succeeded']);
  });

  it('is not kept outside a workflow (no task): only each evaluation has its budget', async () => {
    const { outcome } = await run([doubled('a'), doubled('b'), doubled('c')], effects(false), 1_000);
    expect(outcome).toBeUndefined();
  });
});
