import { isIoUtility, namesOfPath, walkSteps, type Definition, type Step } from '@tandem/catalog';
import { findAction } from '@tandem/catalog/apps';
import type { RecordedOutputs } from '@tandem/temporal/interpreter';

/** The first recorded output that does not fit the version a run is recovered on. */
export type OutputMismatch = { step: string; message: string };

/** Steps whose recorded output a run takes over: those that do I/O. */
const takesOver = (step: Step) => step.type === 'action' || step.type === 'wait' || step.type === 'iterate' || (step.type === 'utility' && isIoUtility(step.utility));

/** Why a recorded output does not fit a step of the target version, or undefined when it does. */
function misfit(step: Step, output: unknown): string | undefined {
  if (step.type === 'iterate') return Array.isArray(output) ? undefined : 'an iterate gives a List';
  if (step.type !== 'action') return undefined;
  const action = findAction(step.app, step.action);
  if (!action) return `the action ${step.app}/${step.action} does not exist`;
  const parsed = action.output.safeParse(output);
  if (parsed.success) return undefined;
  const [issue] = parsed.error.issues;
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue?.message ?? 'does not fit'} (output of ${step.app}/${step.action})`;
}

/**
 * The recorded outputs a run recovered on `target` takes over, checked against it: each must belong to
 * a step of the target that does I/O and fit that step's declared output (its action's output schema),
 * whatever else changed in the step. Outputs of steps the target no longer has, or that became pure,
 * are left out (those steps are gone or evaluated again). Answers the first output that does not fit.
 */
export function fitRecordedOutputs(recorded: RecordedOutputs, target: Definition): { recorded: RecordedOutputs; mismatch?: OutputMismatch } {
  const steps = new Map(Array.from(walkSteps(target.steps), ({ step }) => [step.name, step] as const));
  const kept: RecordedOutputs = {};
  for (const [path, output] of Object.entries(recorded)) {
    const step = steps.get(namesOfPath(path).at(-1)!);
    if (!step || !takesOver(step)) continue;
    const why = misfit(step, output);
    if (why) return { recorded: kept, mismatch: { step: step.name, message: why } };
    kept[path] = output;
  }
  return { recorded: kept };
}

