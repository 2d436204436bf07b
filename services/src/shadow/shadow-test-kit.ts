import { Definition, lit, obj, op, ref } from '@tandem/catalog';
import { Interpreter, RunRecorder, StepFailure, type ActionRequest } from '@tandem/temporal/interpreter';
import { flowLanguage } from '@tandem/temporal/workflows';
import type { RecordedRun } from './shadow-run.js';

// What the shadow tests and the benchmark share: a flow that marks cheap products, and recorded runs of it made by the real interpreter.

const definition = (steps: unknown[]) => Definition.parse({ version: 1, trigger: { type: 'manual' }, steps });

/** Reads a run's products, then sets every product cheaper than `threshold` on sale with a PUT. */
export function saleFlow(baseUrl: string, threshold: number, options: { salePrice?: unknown; extraSteps?: unknown[] } = {}): Definition {
  return definition([
    { name: 'products', type: 'action', app: 'http', action: 'request.send', input: { url: lit(`${baseUrl}/products`), query: obj({ run: op('toText', ref('trigger', 'n')) }) } },
    {
      name: 'each',
      type: 'iterate',
      items: ref('products', 'body', 'items'),
      steps: [
        {
          name: 'cheap',
          type: 'condition',
          condition: op('lt', ref('item', 'price'), lit(threshold)),
          consequent: [
            {
              name: 'mark',
              type: 'action',
              app: 'http',
              action: 'request.send',
              input: {
                method: lit('put'),
                url: op('concat', lit(`${baseUrl}/products/`), op('toText', ref('item', 'id'))),
                body: obj({ sale: lit(true), price: (options.salePrice as never) ?? ref('item', 'price') }),
              },
            },
          ],
          alternative: [],
        },
      ],
    },
    ...(options.extraSteps ?? []),
  ]);
}

/** The products run `n` reads: four, priced 15 + ((n + i) mod 4) × 3.5 (15, 18.5, 22, 25.5). */
export const productsOf = (n: number) => Array.from({ length: 4 }, (_, i) => ({ id: n * 10 + i, price: 15 + ((n + i) % 4) * 3.5 }));

/** Runs `flow` in the interpreter as a worker would, with `answer` as the apps, and returns what the run state would hold. */
export async function recordRun(flow: Definition, runId: string, trigger: unknown, answer: (request: ActionRequest) => unknown): Promise<RecordedRun> {
  const recorder = new RunRecorder();
  const startedAt = '2026-11-20T10:00:00.000Z';
  const effects = { now: () => startedAt, sleep: async () => {}, runAction: async (request: ActionRequest) => ({ output: answer(request), attempts: 1 }) };
  let error: RecordedRun['error'] = null;
  try {
    await new Interpreter({ effects, language: flowLanguage, recorder }).run(flow, trigger, { runId });
  } catch (failure) {
    error = failure instanceof StepFailure ? { message: failure.message, step: failure.step } : { message: String(failure) };
  }
  const steps = JSON.parse(JSON.stringify(recorder.list())) as RecordedRun['steps'];
  return { runId, flowId: 'F', versionId: 'V1', workspaceId: 'W', startedAt, status: error ? 'failed' : 'completed', trigger: { type: 'manual', payload: trigger }, steps, error };
}

/** The answers of the shop behind saleFlow: products by run, and an echo of every write. */
export function shopAnswer(request: ActionRequest): unknown {
  const url = String(request.input.url);
  if (url.endsWith('/products')) return { status: 200, body: { items: productsOf(Number((request.input.query as { run: string }).run)) } };
  return { status: 200, body: { ok: true } };
}
