import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Definition, lit, obj, op, ref } from '@tandem/catalog';
import type { ActionRequest } from '@tandem/temporal/interpreter';
import { ShadowBudget } from '../../services/src/shadow/shadow-budget.js';
import { shadowRecordedRuns } from '../../services/src/shadow/shadow-runs.js';
import { recordRun } from '../../services/src/shadow/shadow-test-kit.js';
import type { RecordedRun } from '../../services/src/shadow/shadow-run.js';
import { round } from './percentiles.js';

export const SHADOW_HEADING = '## Trying a draft on past runs';

const SHOP = 'https://shop.example';
const call = (name: string, input: Record<string, unknown>) => ({ name, type: 'action', app: 'http', action: 'request.send', input });
const utility = (name: string, id: string, input: Record<string, unknown>) => ({ name, type: 'utility', utility: id, input });

/**
 * A 20-step flow: a read of 20 products, list utilities (filter, sort, transform, limit, group, find),
 * conditions, and an iterate whose body writes the products under a price threshold and logs the rest.
 */
export function twentyStepFlow(threshold: number): Definition {
  const products = ref('products', 'body', 'items');
  return Definition.parse({
    version: 1,
    trigger: { type: 'manual' },
    steps: [
      call('products', { url: lit(`${SHOP}/products`), query: obj({ run: op('toText', ref('trigger', 'n')) }) }),
      utility('inStock', 'filter', { list: products, condition: op('gt', ref('item', 'stock'), lit(0)) }),
      utility('byPrice', 'sort', { list: ref('inStock'), by: lit('price') }),
      utility('priced', 'transform', { list: ref('byPrice'), mapping: obj({ id: ref('item', 'id'), price: ref('item', 'price'), margin: op('multiply', ref('item', 'price'), lit(0.3)) }) }),
      utility('top', 'limit', { list: ref('priced'), count: lit(15) }),
      utility('byBand', 'group', { list: ref('top'), by: op('gt', ref('item', 'price'), lit(threshold)) }),
      utility('cheapest', 'find', { list: ref('top'), condition: op('lt', ref('item', 'price'), lit(threshold)) }),
      { name: 'anyCheap', type: 'condition', condition: op('ne', ref('cheapest'), lit(null)), consequent: [call('announce', { method: lit('post'), url: lit(`${SHOP}/announce`), body: obj({ id: ref('cheapest', 'id') }) })], alternative: [] },
      {
        name: 'each',
        type: 'iterate',
        items: ref('top'),
        steps: [
          utility('discounted', 'transform', { list: op('list', ref('item')), mapping: op('multiply', ref('item', 'price'), lit(0.9)) }),
          {
            name: 'cheap',
            type: 'condition',
            condition: op('lt', ref('item', 'price'), lit(threshold)),
            consequent: [call('mark', { method: lit('put'), url: op('concat', lit(`${SHOP}/products/`), op('toText', ref('item', 'id'))), body: obj({ sale: lit(true), price: ref('discounted', 0) }) })],
            alternative: [utility('skipped', 'transform', { list: op('list', ref('item')), mapping: ref('item', 'id') })],
          },
        ],
      },
      utility('marked', 'filter', { list: ref('top'), condition: op('lt', ref('item', 'price'), lit(threshold)) }),
      utility('ids', 'transform', { list: ref('marked'), mapping: ref('item', 'id') }),
      utility('count', 'limit', { list: ref('ids'), count: lit(100) }),
      { name: 'anyMarked', type: 'condition', condition: op('gt', op('length', ref('ids')), lit(0)), consequent: [call('report', { method: lit('post'), url: lit(`${SHOP}/report`), body: obj({ ids: ref('ids') }) })], alternative: [] },
    ],
  });
}

const productsOf = (n: number) => Array.from({ length: 20 }, (_, i) => ({ id: n * 100 + i, price: 5 + ((n * 7 + i * 3) % 40), stock: (n + i) % 5 }));

function answer(request: ActionRequest): unknown {
  if (String(request.input.url).endsWith('/products')) return { status: 200, body: { items: productsOf(Number((request.input.query as { run: string }).run)) } };
  return { status: 200, body: { ok: true } };
}

/** Shadow-runs a draft (a raised threshold) of the 20-step flow over `runs` recorded runs, in this process. */
export async function shadowBenchmark(runs = Number(process.env.BENCH_SHADOW_RUNS ?? 1000)) {
  const live = twentyStepFlow(20);
  const recorded: RecordedRun[] = [];
  for (let n = 0; n < runs; n++) recorded.push(await recordRun(live, `run_${n}`, { n }, answer));
  const stepCount = recorded[0]!.steps.length;
  const draft = twentyStepFlow(25);
  // Warm up the code paths once, then measure.
  await shadowRecordedRuns(draft, recorded.slice(0, 20), async () => live);
  const budget = new ShadowBudget(Number.MAX_SAFE_INTEGER);
  const started = performance.now();
  const report = await shadowRecordedRuns(draft, recorded, async () => live, budget);
  const seconds = (performance.now() - started) / 1000;
  return {
    runs,
    stepRecordsPerRun: stepCount,
    seconds: round(seconds, 2),
    msPerRun: round((seconds * 1000) / runs, 2),
    operations: budget.operations,
    runsChanged: report.summary.runsChanged,
    writesAdded: report.summary.writesAdded,
    load: round(loadavg()[0] ?? 0, 1),
    cores: cpus().length,
  };
}

export function shadowSection(r: Awaited<ReturnType<typeof shadowBenchmark>>): string[] {
  return [
    SHADOW_HEADING,
    '',
    `\`shadowRecordedRuns\` (services/src/shadow/) in one process: a 20-step flow (scripts/bench/shadow-bench.ts: a read of 20 products,`,
    'list utilities, conditions, an iterate writing the products under a price threshold) recorded over',
    `${r.runs} runs by the interpreter (about ${r.stepRecordsPerRun} step records each), then a draft with a raised threshold run over all of them.`,
    '',
    `${r.runs} runs in **${r.seconds} s** (${r.msPerRun} ms a run), ${r.operations.toLocaleString('en')} expression operations; ${r.runsChanged} runs changed, ${r.writesAdded} writes added.`,
    'Reading the recorded runs from Temporal is not included (the API reads at most 200 per request, four at a time).',
    `Load average during the measurement: ${r.load} on ${r.cores} cores (a shared machine: read the figure as an upper bound).`,
    '',
  ];
}
