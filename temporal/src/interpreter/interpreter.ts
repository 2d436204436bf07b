import type { Definition, Expression, Step } from '@tandem/catalog';
import { parseIsoDuration } from '@tandem/catalog';
import type { Effects, Language } from './effects.js';
import { Frame } from './scope.js';
import type { RunRecorder } from './run-recorder.js';
import { StepFailure } from './step-failure.js';

/** Utilities that do I/O run as activities on an app's task queue; every other utility is pure. */
const ioUtilities: Record<string, (input: Record<string, unknown>) => { app: string; action: string }> = {
  httpRequest: () => ({ app: 'http', action: 'utility.httpRequest' }),
  notification: (input) => ({ app: String(input.channel ?? 'slack'), action: 'utility.notification' }),
  download: () => ({ app: 'tandem', action: 'utility.download' }),
};

export type RunContext = {
  effects: Effects;
  language: Language;
  recorder: RunRecorder;
};

function errorOf(error: unknown): { message: string; type: string } {
  if (error instanceof StepFailure) return { message: error.message, type: error.type };
  if (error instanceof Error) {
    // Temporal's ActivityFailure wraps the connector's failure in `cause`.
    const cause = (error as { cause?: { message?: string; type?: string } }).cause;
    if (cause?.message) return { message: cause.message, type: cause.type ?? error.name };
    return { message: error.message, type: (error as { type?: string }).type ?? error.name };
  }
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

  private now = (): string => this.ctx.effects.now();

  private evaluate(expression: Expression, frame: Frame): unknown {
    return this.ctx.language.evaluate(expression, frame, this.now);
  }

  private evaluateInput(input: Record<string, Expression>, frame: Frame): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const [key, expression] of Object.entries(input)) values[key] = this.evaluate(expression, frame);
    return values;
  }

  async steps(steps: readonly Step[], frame: Frame, prefix: string): Promise<void> {
    for (const step of steps) await this.step(step, frame, prefix);
  }

  private async step(step: Step, frame: Frame, prefix: string): Promise<void> {
    const path = prefix ? `${prefix}.${step.name}` : step.name;
    const { recorder } = this.ctx;
    recorder.start(path, step.name, step.type, this.now());
    let attempts = 0;
    try {
      let output: unknown;
      switch (step.type) {
        case 'utility':
          ({ output, attempts } = await this.utility(step, frame, path));
          break;
        case 'action': {
          const input = this.evaluateInput(step.input, frame);
          ({ output, attempts } = await this.ctx.effects.runAction({
            app: step.app,
            action: step.action,
            connectionId: step.connectionId,
            input,
            stepPath: path,
            stepName: step.displayName ?? step.name,
            timeout: step.timeout,
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
          const taken = this.evaluate(step.condition, frame) === true;
          // A branch runs in the frame of its condition: its outputs and variables stay visible after it.
          this.skipAll(taken ? step.alternative : step.consequent, path, frame);
          await this.steps(taken ? step.consequent : step.alternative, frame, path);
          output = { branch: taken ? 'consequent' : 'alternative' };
          break;
        }
        case 'iterate':
          output = await this.iterate(step, frame, path);
          break;
      }
      frame.setOutput(step.name, output);
      recorder.succeed(path, this.now(), output, attempts);
    } catch (error) {
      const failure = errorOf(error);
      recorder.fail(path, this.now(), failure, attempts);
      if (this.continuesOnError(step, frame)) {
        frame.setOutput(step.name, null);
        return;
      }
      throw error instanceof StepFailure ? error : new StepFailure(failure.message, path, failure.type);
    }
  }

  private continuesOnError(step: Step, frame: Frame): boolean {
    if (step.type === 'action') return step.continueOnError === true;
    if (step.type === 'utility' && step.utility === 'httpRequest' && step.input.continueOnError) {
      return this.evaluate(step.input.continueOnError, frame) === true;
    }
    return false;
  }

  private async utility(
    step: Extract<Step, { type: 'utility' }>,
    frame: Frame,
    path: string,
  ): Promise<{ output: unknown; attempts: number }> {
    const io = ioUtilities[step.utility];
    if (io) {
      const input = this.evaluateInput(step.input, frame);
      const target = io(input);
      return this.ctx.effects.runAction({
        ...target,
        input,
        stepPath: path,
        stepName: step.displayName ?? step.name,
        retry: step.utility === 'httpRequest' ? input.retryOnError !== false : true,
      });
    }
    const output = this.ctx.language.runPureUtility(step.utility, step.input, frame, this.now);
    if ((step.utility === 'variable' || step.utility === 'variableV1') && step.input.name) {
      frame.setVar(String(this.evaluate(step.input.name, frame)), output);
    }
    return { output, attempts: 0 };
  }

  private async iterate(step: Extract<Step, { type: 'iterate' }>, frame: Frame, path: string): Promise<unknown[]> {
    const items = this.evaluate(step.items, frame);
    if (!Array.isArray(items)) throw new StepFailure(`iterate: items must be a List, got ${typeof items}`, path, 'TypeError');
    const results: unknown[] = new Array(items.length);
    const concurrency = Math.max(1, Math.min(step.concurrency ?? 1, 50));
    let next = 0;
    const worker = async () => {
      while (next < items.length) {
        const index = next++;
        const iteration = frame.child({ item: items[index], index });
        await this.steps(step.steps, iteration, `${path}[${index}]`);
        results[index] = iteration.ownOutputs();
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
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
