import { lit, ref, type Definition } from '@tandem/catalog';
import { describe, expect, it } from 'vitest';
import { ShadowBudget } from './shadow-budget.js';
import { shadowRecordedRuns } from './shadow-runs.js';
import { productsOf, recordRun, saleFlow, shopAnswer } from './shadow-test-kit.js';

const SHOP = 'https://shop.example';

async function recordedRuns(count: number, flow: Definition) {
  return Promise.all(Array.from({ length: count }, (_, n) => recordRun(flow, `run_${n}`, { n }, shopAnswer)));
}

describe('shadow runs of a draft', () => {
  const live = saleFlow(SHOP, 20);
  const versions = async () => live;

  it('finds nothing to report when the draft is the live version', async () => {
    const report = await shadowRecordedRuns(live, await recordedRuns(8, live), versions);
    expect(report.summary).toMatchObject({ runs: 8, runsChanged: 0, writesAdded: 0, writesChanged: 0, writesRemoved: 0, wouldCall: [] });
  });

  it('lists exactly the products a raised price threshold newly writes, as writes the draft adds', async () => {
    const runs = await recordedRuns(12, live);
    const report = await shadowRecordedRuns(saleFlow(SHOP, 24), runs, versions);
    const expected = runs.flatMap((_, n) => productsOf(n).filter((p) => p.price >= 20 && p.price < 24).map((p) => `url ${SHOP}/products/${p.id}`));
    const added = report.runs.flatMap((run) => run.writes.filter((w) => w.change === 'added').map((w) => w.target));
    expect(added.sort()).toEqual(expected.sort());
    expect(report.summary.writesAdded).toBe(expected.length);
    expect(report.summary.branchesChanged).toBe(expected.length);
    // The new writes are the draft's own calls: a real run would send them, the shadow run does not.
    expect(report.summary.wouldCall).toEqual([{ step: 'mark', reason: 'notRecorded', write: true, runs: 12 }]);
  });

  it('shows each changed field of the writes, counted over all runs', async () => {
    const runs = await recordedRuns(4, live);
    const report = await shadowRecordedRuns(saleFlow(SHOP, 20, { salePrice: lit(9.99) }), runs, versions);
    const writes = report.runs.flatMap((run) => run.writes);
    expect(writes.every((w) => w.change === 'changed')).toBe(true);
    expect(writes[0]?.fields).toEqual([{ field: 'body.price', before: expect.any(Number), after: 9.99 }]);
    expect(report.summary.fieldChanges.map((c) => c.text).sort()).toEqual(["body.price 15 → 9.99 on 4 writes of 'mark'", "body.price 18.5 → 9.99 on 4 writes of 'mark'"]);
  });

  it('marks a new step as one that would call the app, and a lower threshold as writes no longer sent', async () => {
    const runs = await recordedRuns(4, live);
    const notify = { name: 'notify', type: 'action', app: 'slack', action: 'messages.send', input: { text: ref('products', 'status') } };
    const report = await shadowRecordedRuns(saleFlow(SHOP, 16, { extraSteps: [notify] }), runs, versions);
    expect(report.summary.wouldCall).toContainEqual({ step: 'notify', reason: 'newStep', write: true, runs: 4 });
    const removed = report.runs.flatMap((run) => run.writes.filter((w) => w.change === 'removed').map((w) => w.target));
    expect(removed.length).toBe(runs.flatMap((_, n) => productsOf(n).filter((p) => p.price >= 16 && p.price < 20)).length);
  });

  it('reports a failure the draft brings, and stops a draft that spends the request budget', async () => {
    const runs = await recordedRuns(3, live);
    const failing = saleFlow(SHOP, 20, { extraSteps: [{ name: 'check', type: 'condition', condition: lit('yes'), consequent: [], alternative: [] }] });
    const report = await shadowRecordedRuns(failing, runs, versions);
    expect(report.summary.newFailures).toBe(3);
    expect(report.runs[0]?.error).toMatchObject({ step: 'check', type: 'TypeError' });

    const hostile = saleFlow(SHOP, 20, { extraSteps: [{ name: 'burn', type: 'utility', utility: 'transform', input: { list: { type: 'operator', operator: 'range', params: [lit(0), lit(10_000)] }, mapping: ref('item') } }] });
    const stopped = await shadowRecordedRuns(hostile, runs, versions, new ShadowBudget(25_000));
    expect(stopped.stopped).toMatch(/operation budget of one request \(25,000 operations\) after \d of 3 runs/);
    expect(stopped.runs.length).toBeLessThan(3);
  });
});
