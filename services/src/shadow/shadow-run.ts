import { evaluate, isPureUtility, runPureUtility, type Definition, type StepState } from '@tandem/catalog';
import { Interpreter, RunRecorder, StepFailure, type Language } from '@tandem/temporal/interpreter';
import { flowLanguage } from '@tandem/temporal/workflows';
import type { ShadowFailure, ShadowRunResult } from '../api/schemas/shadow-runs.js';
import type { ShadowBudget } from './shadow-budget.js';
import { compareRuns } from './shadow-compare.js';
import { ShadowEffects } from './shadow-effects.js';

/** A past run as recorded: what it was started with and every step's record with its input and output. */
export type RecordedRun = {
  runId: string;
  flowId: string;
  versionId: string;
  workspaceId: string;
  startedAt: string;
  status: string;
  trigger: { type: string; payload: unknown };
  steps: readonly StepState[];
  error: { message: string; step?: string } | null;
};

/** The flow language with every evaluation spending the request's one budget. */
function budgetedLanguage(budget: ShadowBudget): Language {
  return {
    ...flowLanguage,
    evaluate: (expression, scope, now) => evaluate(expression, scope, { now, budget }),
    runPureUtility: (utility, input, scope, now) => {
      if (!isPureUtility(utility)) throw new Error(`${utility} is not a pure utility`);
      return runPureUtility(utility, input, scope, { now, budget });
    },
  };
}

/** The budget ran out during this run: the whole request stops (the run's result would be a made-up failure). */
export class ShadowBudgetSpent extends Error {}

/**
 * Runs a draft over one recorded run in the interpreter, in this process: each recorded I/O output
 * stands in for its call (docs/recover-and-test-step.md § Shadow runs), nothing is sent, and the
 * result says what the draft does differently.
 */
export async function shadowRun(draft: Definition, original: Definition, recorded: RecordedRun, budget: ShadowBudget): Promise<ShadowRunResult> {
  const effects = new ShadowEffects(draft, original, recorded.steps, recorded.startedAt);
  const recorder = new RunRecorder();
  const interpreter = new Interpreter({ effects, language: budgetedLanguage(budget), recorder });
  const run = { runId: recorded.runId, flowId: recorded.flowId, versionId: recorded.versionId, workspaceId: recorded.workspaceId, startedAt: recorded.startedAt };
  let error: ShadowFailure | null = null;
  try {
    await interpreter.run(draft, recorded.trigger.payload, run);
  } catch (failure) {
    if (budget.exhausted) throw new ShadowBudgetSpent();
    error = failure instanceof StepFailure ? { step: failure.step, message: failure.message, type: failure.type } : { step: null, message: String(failure) };
  }
  // A step that continues on error may have swallowed the budget's failure.
  if (budget.exhausted) throw new ShadowBudgetSpent();
  const differences = compareRuns(original, recorded.steps, draft, recorder.view(), effects.calls);
  const recordedError: ShadowFailure | null = recorded.error ? { step: recorded.error.step ?? null, message: recorded.error.message } : null;
  const recordedFailed = recorded.status === 'failed';
  const newFailure = error !== null && (!recordedFailed || recordedError?.step !== error.step);
  const fixedFailure = recordedFailed && error === null;
  const changed =
    newFailure || fixedFailure || differences.branches.length > 0 || differences.filters.length > 0 || differences.writes.length > 0 || differences.wouldCall.length > 0;
  return {
    runId: recorded.runId,
    startedAt: recorded.startedAt,
    recordedStatus: recorded.status,
    status: error ? 'failed' : 'completed',
    error,
    recordedError,
    newFailure,
    fixedFailure,
    ...differences,
    changed,
  };
}
