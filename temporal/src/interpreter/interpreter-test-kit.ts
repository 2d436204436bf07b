import type { Definition, Expression } from '@tandem/catalog';
import type { ActionRequest, Effects, Language, Scope } from './effects.js';
import { Interpreter } from './interpreter.js';
import type { RecordedOutputs } from './recorded-outputs.js';
import { RunRecorder } from './run-recorder.js';

// What the interpreter's tests share: a tiny language, fake effects and a runner.

/** A tiny language for control-flow tests: literals, references and `eq`; utility `echo` returns its `value`. */
export const language: Language = {
  evaluate(expression: Expression, scope: Scope): unknown {
    switch (expression.type) {
      case 'literal':
        return expression.value;
      case 'reference': {
        let value: unknown = scope.lookup(String(expression.path[0]));
        for (const segment of expression.path.slice(1)) value = (value as Record<string | number, unknown> | null)?.[segment] ?? null;
        return value ?? null;
      }
      case 'operator': {
        const [a, b] = expression.params.map((p) => language.evaluate(p, scope, () => ''));
        if (expression.operator === 'eq') return a === b;
        throw new Error(`unsupported ${expression.operator}`);
      }
      case 'object':
        return Object.fromEntries(Object.entries(expression.properties).map(([k, v]) => [k, language.evaluate(v, scope, () => '')]));
    }
  },
  runPureUtility: (_utility, input, scope, now) => (input.value ? language.evaluate(input.value, scope, now) : null),
  isPureUtility: () => true,
  typeName: (value) => (typeof value === 'string' ? 'Text' : typeof value),
};

export function fakeEffects(behaviour: (request: ActionRequest) => unknown = (r) => ({ echoed: r.input })) {
  const calls: ActionRequest[] = [];
  const sleeps: Array<[number, string]> = [];
  let clock = Date.parse('2026-01-01T00:00:00Z');
  const effects: Effects = {
    now: () => new Date(clock).toISOString(),
    sleep: async (ms, summary) => {
      sleeps.push([ms, summary]);
      clock += ms;
    },
    runAction: async (request) => {
      calls.push(request);
      return { output: await behaviour(request), attempts: 1 };
    },
  };
  return { effects, calls, sleeps };
}

export const lit = (value: unknown) => ({ type: 'literal', value }) as const;
export const ref = (...path: (string | number)[]) => ({ type: 'reference', path }) as const;

export async function run(steps: unknown[], effects = fakeEffects().effects, trigger: unknown = {}, recorded?: RecordedOutputs) {
  const recorder = new RunRecorder();
  const interpreter = new Interpreter({ effects, language, recorder, recorded });
  const definition = { version: 1, trigger: { type: 'manual' }, steps } as unknown as Definition;
  const frame = await interpreter.run(definition, trigger, { runId: 'r1' });
  return { recorder, frame };
}
