import { isDeepStrictEqual } from 'node:util';
import { mutatesWith, namesOfPath, retryTraitsOf, walkSteps, type Definition, type Step, type StepState } from '@tandem/catalog';
import { StepFailure, type ActionRequest, type ActionResult, type Effects } from '@tandem/temporal/interpreter';
import type { WouldCall } from '../api/schemas/shadow-runs.js';

/** A call the draft made in the shadow run: its input, whether it writes, and what stood in for it. */
export type ShadowCall = { path: string; step: string; app: string; action: string; input: Record<string, unknown>; write: boolean; wouldCall?: WouldCall['reason'] };

/** What a step calls, to tell whether the recorded step is the same call: `<app>/<action>` or the I/O utility. */
export function callOf(step: Step | undefined): string | undefined {
  if (step?.type === 'action') return `${step.app}/${step.action}`;
  if (step?.type === 'utility') return `utility/${step.utility}`;
  return undefined;
}

export const stepsByName = (definition: Definition) => new Map(Array.from(walkSteps(definition.steps), ({ step }) => [step.name, step] as const));

/** Whether a call changes data in its app, by the action's declaration (`mutates`, refined by its input). */
export const writes = (app: string, action: string, input: unknown) => mutatesWith(retryTraitsOf(app, action), input as Record<string, unknown>);

/**
 * The effects of a shadow run: no call leaves the process. A call whose step and input are the same
 * as in the recorded run gets the recorded output (or fails as it failed there); any other call is
 * marked "would call the app" and gets the recorded output of that path when there is one, else null.
 * Waits do not wait; the clock starts at the recorded run's start and follows the recorded steps.
 */
export class ShadowEffects implements Effects {
  readonly calls = new Map<string, ShadowCall>();
  private readonly recorded: Map<string, StepState>;
  private readonly draftSteps: Map<string, Step>;
  private readonly recordedSteps: Map<string, Step>;
  private clock: string;

  constructor(draft: Definition, original: Definition, steps: readonly StepState[], startedAt: string) {
    this.recorded = new Map(steps.map((record) => [record.path, record]));
    this.draftSteps = stepsByName(draft);
    this.recordedSteps = stepsByName(original);
    this.clock = startedAt;
  }

  now(): string {
    return this.clock;
  }

  async sleep(): Promise<void> {}

  conditionsMustBeBoolean(): boolean {
    return true;
  }

  async runAction(request: ActionRequest): Promise<ActionResult> {
    const name = namesOfPath(request.stepPath).at(-1)!;
    const record = this.recorded.get(request.stepPath);
    const sameCall = callOf(this.draftSteps.get(name)) !== undefined && callOf(this.draftSteps.get(name)) === callOf(this.recordedSteps.get(name));
    const call: ShadowCall = { path: request.stepPath, step: name, app: request.app, action: request.action, input: request.input, write: writes(request.app, request.action, request.input) };
    this.calls.set(request.stepPath, call);
    const ran = record && (record.status === 'succeeded' || record.status === 'failed') ? record : undefined;
    if (!sameCall) call.wouldCall = this.recordedSteps.has(name) ? 'inputChanged' : 'newStep';
    else if (!ran) call.wouldCall = 'notRecorded';
    else if (!isDeepStrictEqual(normalised(ran.input), normalised(request.input))) call.wouldCall = 'inputChanged';
    if (ran?.finishedAt) this.clock = ran.finishedAt;
    if (call.wouldCall) {
      // The recorded answer of the same path is the best stand-in (a changed body rarely changes the answer's shape).
      return { output: sameCall && ran?.status === 'succeeded' ? (ran.output ?? null) : null, attempts: 0 };
    }
    if (ran!.status === 'failed') throw new StepFailure(ran!.error?.message ?? 'The step failed', request.stepPath, ran!.error?.type ?? 'Error', [], { attempts: 0 });
    return { output: ran!.output ?? null, attempts: 0 };
  }
}

/** Inputs as they travelled: through JSON (undefined fields gone), so a recorded input compares equal to a fresh one. */
function normalised(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value)) as unknown;
}
