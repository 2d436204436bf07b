import type { Definition, Expression, OperationBudget, Step, StepError } from '@tandem/catalog';
import { assertNever, ioUtilityAction, ioUtilityRouting, isIoUtility, parseIsoDuration, retryPolicyOf, retryTraitsOf, setsVariable, TaskOperationBudget } from '@tandem/catalog';
import type { Effects, Language } from './effects.js';
import { referencedRoots } from './referenced-roots.js';
import { isPure } from './step-kinds.js';
import { Frame } from './scope.js';
import type { RunRecorder } from './run-recorder.js';
import { recordedIn, type RecordedOutputs } from './recorded-outputs.js';
import { StepFailure } from './step-failure.js';
import { runApproval } from './approval-step.js';

export type RunContext = {
  effects: Effects;
  language: Language;
  recorder: RunRecorder;
  /** A recovered run: the outputs of the steps that succeeded in the run it recovers, by path (see RecordedOutputs). */
  recorded?: RecordedOutputs;
  /** The operations the steps of one workflow task may spend together (`TASK_OPERATION_BUDGET` unless given). */
  taskBudget?: number;
};

/** A failure as the run state shows it (the effects turn their own failures into StepFailures). */
function errorOf(error: unknown): StepError {
  if (error instanceof StepFailure) return { message: error.message, type: error.type, ...(error.facts.issues ? { issues: error.facts.issues } : {}) };
  if (error instanceof Error) return { message: error.message, type: (error as { type?: string }).type ?? error.name };
  return { message: String(error), type: 'Error' };
}

/** The pure, deterministic step-tree interpreter: everything that is not I/O happens here. */
export class Interpreter {
  constructor(private readonly ctx: RunContext) {}

  async run(definition: Definition, trigger: unknown, run: unknown): Promise<Frame> {
    const frame = Frame.root(trigger, run);
    await this.steps(definition.steps, frame, '');
    return frame;
  }

  /**
   * The definition's `output` once the steps are done (undefined without one): evaluated like a step's
   * input after the last step. An error in it fails the run outside any step.
   */
  output(definition: Definition, frame: Frame): unknown {
    if (!definition.output) return undefined;
    try {
      return this.evaluate(definition.output, frame);
    } catch (error) {
      const failure = errorOf(error);
      throw new StepFailure(`The flow's output could not be evaluated: ${failure.message}`, '', failure.type);
    }
  }

  private now = (): string => this.ctx.effects.now();

  /** The budget of the workflow task the run is in, begun afresh with each task; none outside a workflow. */
  private taskBudget: { task: number; budget: OperationBudget } | undefined;

  private withinTask(): OperationBudget | undefined {
    const task = this.ctx.effects.task?.();
    if (task === undefined) return undefined;
    if (this.taskBudget?.task !== task) this.taskBudget = { task, budget: new TaskOperationBudget(this.ctx.taskBudget) };
    return this.taskBudget.budget;
  }

  private evaluate(expression: Expression, frame: Frame): unknown {
    return this.ctx.language.evaluate(expression, frame, this.now, this.withinTask());
  }

  private evaluateInput(input: Record<string, Expression>, frame: Frame): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const [key, expression] of Object.entries(input)) values[key] = this.evaluate(expression, frame);
    return values;
  }

  async steps(steps: readonly Step[], frame: Frame, prefix: string): Promise<void> {
    for (const step of steps) {
      if (isPure(step)) this.pureStep(step, frame, prefix);
      else await this.step(step, frame, prefix);
    }
  }

  /**
   * A step without I/O runs without a promise: in a workflow every promise records a stack trace,
   * which made a chunk of 2,000 pure items take seconds instead of milliseconds.
   */
  private pureStep(step: Step, frame: Frame, prefix: string): void {
    const path = prefix ? `${prefix}.${step.name}` : step.name;
    this.ctx.recorder.start(path, step.name, step.type, this.now());
    try {
      let output: unknown;
      if (step.type === 'utility') output = this.pureUtility(step, frame);
      else if (step.type === 'condition') {
        const taken = this.conditionHolds(step, frame, path);
        this.skipAll(taken ? step.alternative : step.consequent, path, frame);
        for (const inner of taken ? step.consequent : step.alternative) this.pureStep(inner, frame, path);
        output = { branch: taken ? 'consequent' : 'alternative' };
      }
      // It ran once: one attempt (the run page shows what the recorder says).
      this.succeeded(step, frame, path, output, 1);
    } catch (error) {
      this.failed(step, frame, path, error, 1);
    }
  }

  private succeeded(step: Step, frame: Frame, path: string, output: unknown, attempts: number): void {
    frame.setOutput(step.name, output);
    this.ctx.recorder.succeed(path, this.now(), output, attempts);
  }

  /** Records the failure, then either goes on (continueOnError: the output is null) or throws it as a StepFailure. */
  private failed(step: Step, frame: Frame, path: string, error: unknown, attempts: number): void {
    const failure = errorOf(error);
    // A call that failed says how often it ran (the step's own failure only, not one of a step inside it).
    const ran = error instanceof StepFailure && error.step === path ? error.facts.attempts : undefined;
    this.ctx.recorder.fail(path, this.now(), failure, ran ?? attempts);
    // A cancelled run stops here: no continueOnError, no wrapping, so the run ends as cancelled.
    if (this.ctx.effects.isCancellation?.(error)) throw error;
    if (this.continuesOnError(step, frame)) {
      frame.setOutput(step.name, null);
      return;
    }
    throw error instanceof StepFailure ? error : new StepFailure(failure.message, path, failure.type);
  }

  private async step(step: Step, frame: Frame, prefix: string): Promise<void> {
    const path = prefix ? `${prefix}.${step.name}` : step.name;
    if (this.reuseRecorded(step, frame, path)) return;
    this.ctx.recorder.start(path, step.name, step.type, this.now());
    // A step that ran counts one attempt; calls report how many they took (retries included).
    let attempts = 1;
    try {
      let output: unknown;
      switch (step.type) {
        case 'utility':
          ({ output, attempts } = await this.utility(step, frame, path));
          break;
        case 'action': {
          const input = this.evaluateInput(step.input, frame);
          this.ctx.recorder.input(path, input);
          ({ output, attempts } = await this.ctx.effects.runAction({
            app: step.app,
            action: step.action,
            connectionId: step.connectionId,
            input,
            stepPath: path,
            stepName: step.displayName ?? step.name,
            policy: retryPolicyOf(retryTraitsOf(step.app, step.action), input, step.timeout),
          }));
          break;
        }
        case 'wait': {
          const duration = typeof step.duration === 'string' ? step.duration : this.evaluate(step.duration, frame);
          const ms = parseIsoDuration(String(duration));
          await this.ctx.effects.sleep(ms, step.displayName ?? step.name);
          output = { resumedAt: this.now() };
          break;
        }
        case 'condition': {
          const taken = this.conditionHolds(step, frame, path);
          // A branch runs in the frame of its condition: its outputs and variables stay visible after it.
          this.skipAll(taken ? step.alternative : step.consequent, path, frame);
          await this.steps(taken ? step.consequent : step.alternative, frame, path);
          output = { branch: taken ? 'consequent' : 'alternative' };
          break;
        }
        case 'iterate':
          output = await this.iterate(step, frame, path);
          break;
        case 'approval':
          output = await runApproval(step, path, this.ctx.effects, (expression) => this.evaluate(expression, frame));
          break;
        default:
          // Unreachable: runs start from parsed definitions; a new step type fails the type check here.
          assertNever(step, 'step type');
      }
      this.succeeded(step, frame, path, output, attempts);
    } catch (error) {
      this.failed(step, frame, path, error, attempts);
    }
  }

  /**
   * In a recovered run, an I/O step (action, I/O utility, wait, whole iterate) that succeeded in the
   * run it recovers is not run again: its recorded output stands. Conditions run again (pure, so they
   * take the same branch) and so do the items of an iterate that failed, whose steps are reused one by one.
   */
  private reuseRecorded(step: Step, frame: Frame, path: string): boolean {
    const recorded = this.ctx.recorded;
    if (!recorded || step.type === 'condition' || !Object.hasOwn(recorded, path)) return false;
    const output = recorded[path];
    frame.setOutput(step.name, output);
    this.ctx.recorder.reuse(path, step.name, step.type, this.now(), output);
    return true;
  }

  /**
   * A condition must give a Boolean (null, a missing value, counts as false like in the operators).
   * Anything else fails the step.
   */
  private conditionHolds(step: Extract<Step, { type: 'condition' }>, frame: Frame, path: string): boolean {
    const value = this.evaluate(step.condition, frame);
    if (typeof value === 'boolean' || value === null || value === undefined) return value === true;
    const name = step.displayName ?? step.name;
    throw new StepFailure(`The condition of step '${name}' gave ${this.ctx.language.typeName(value)}, not a Boolean`, path, 'TypeError');
  }

  private continuesOnError(step: Step, frame: Frame): boolean {
    if (step.type === 'action') return step.continueOnError === true;
    if (step.type !== 'utility' || !isIoUtility(step.utility)) return false;
    const field = ioUtilityRouting[step.utility].continueOnErrorInput;
    const expression = field === undefined ? undefined : step.input[field];
    return expression !== undefined && this.evaluate(expression, frame) === true;
  }

  private async utility(
    step: Extract<Step, { type: 'utility' }>,
    frame: Frame,
    path: string,
  ): Promise<{ output: unknown; attempts: number }> {
    const id = step.utility;
    if (isIoUtility(id)) {
      const input = this.evaluateInput(step.input, frame);
      this.ctx.recorder.input(path, input);
      const utility = ioUtilityRouting[id];
      return this.ctx.effects.runAction({
        app: utility.app(input),
        action: ioUtilityAction(id),
        input,
        stepPath: path,
        stepName: step.displayName ?? step.name,
        policy: utility.retry(input),
      });
    }
    return { output: this.pureUtility(step, frame), attempts: 1 };
  }

  private pureUtility(step: Extract<Step, { type: 'utility' }>, frame: Frame): unknown {
    const output = this.ctx.language.runPureUtility(step.utility, step.input, frame, this.now, this.withinTask());
    if (setsVariable(step.utility) && step.input.name) {
      frame.setVar(String(this.evaluate(step.input.name, frame)), output);
    }
    return output;
  }

  private async iterate(step: Extract<Step, { type: 'iterate' }>, frame: Frame, path: string): Promise<unknown[]> {
    const items = this.evaluate(step.items, frame);
    if (!Array.isArray(items)) throw new StepFailure(`iterate: items must be a List, got ${typeof items}`, path, 'TypeError');
    const refusal = (size?: number) => this.ctx.language.iterateRefusal?.(items.length, size);
    const tooManyItems = refusal();
    if (tooManyItems) throw new StepFailure(tooManyItems, path, 'LimitExceeded');
    const size = this.ctx.effects.chunks?.size(step.steps, items.length);
    const tooManyChunks = size ? refusal(size) : undefined;
    if (tooManyChunks) throw new StepFailure(tooManyChunks, path, 'LimitExceeded');
    if (size) return this.iterateInChunks(step, items, frame, path, size);
    return this.runItems(step.steps, items, 0, path, step.concurrency, frame);
  }

  /** Runs an iterate body once per item (`offset` is the first item's index in the whole list). */
  async runItems(steps: readonly Step[], items: readonly unknown[], offset: number, path: string, concurrency: number, frame: Frame): Promise<Record<string, unknown>[]> {
    const results: Record<string, unknown>[] = new Array(items.length);
    if (steps.every(isPure)) {
      // Nothing to wait for: the items run one after the other, whatever the concurrency.
      for (let local = 0; local < items.length; local++) {
        const index = offset + local;
        const iteration = frame.child({ item: items[local], index });
        for (const step of steps) this.pureStep(step, iteration, `${path}[${index}]`);
        results[local] = iteration.ownOutputs();
      }
      return results;
    }
    let next = 0;
    const worker = async () => {
      while (next < items.length) {
        const local = next++;
        const index = offset + local;
        const iteration = frame.child({ item: items[local], index });
        await this.steps(steps, iteration, `${path}[${index}]`);
        results[local] = iteration.ownOutputs();
      }
    };
    const lanes = Math.min(Math.max(1, Math.min(concurrency, 50)), items.length);
    await Promise.all(Array.from({ length: lanes }, worker));
    return results;
  }

  private async iterateInChunks(step: Extract<Step, { type: 'iterate' }>, items: unknown[], frame: Frame, path: string, size: number): Promise<unknown[]> {
    // A chunk gets its own slice of the items and only the bindings its body refers to.
    const scope = frame.snapshotOf(referencedRoots(step.steps));
    const results: unknown[] = [];
    for (let offset = 0; offset < items.length; offset += size) {
      const recorded = this.ctx.recorded && recordedIn(this.ctx.recorded, path, offset, offset + size);
      const request = { steps: step.steps, items: items.slice(offset, offset + size), offset, path, concurrency: step.concurrency, scope, ...(recorded ? { recorded } : {}) };
      const chunk = await this.ctx.effects.chunks!.run(request).catch((error: unknown) => {
        // The chunk's failed steps show in this run's state, as if they had run here.
        if (error instanceof StepFailure) this.ctx.recorder.addAll(error.records);
        throw error;
      });
      for (const result of chunk.results) results.push(result);
      this.ctx.recorder.addAll(chunk.steps);
    }
    return results;
  }

  /** Steps of a branch that was not taken are `skipped`; a reference to them yields null. */
  private skipAll(steps: readonly Step[], prefix: string, frame: Frame): void {
    for (const step of steps) {
      const path = `${prefix}.${step.name}`;
      this.ctx.recorder.skip(path, step.name, step.type);
      frame.setOutput(step.name, null);
      if (step.type === 'condition') {
        this.skipAll(step.consequent, path, frame);
        this.skipAll(step.alternative, path, frame);
      } else if (step.type === 'iterate') {
        this.skipAll(step.steps, path, frame);
      }
    }
  }
}
