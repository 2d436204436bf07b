import type { FieldChangeCount, ShadowRunResult, ShadowSummary } from '../api/schemas/shadow-runs.js';

/** Distinct field changes the summary lists, most frequent first. */
const MAX_FIELD_CHANGES = 50;

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The totals over all shadowed runs, and each field change counted over every write ("price 17.99 → 19.99 on 12 writes of 'update'"). */
export function summarise(runs: readonly ShadowRunResult[]): ShadowSummary {
  const wouldCall = new Map<string, ShadowSummary['wouldCall'][number]>();
  const fields = new Map<string, FieldChangeCount>();
  const summary: ShadowSummary = {
    runs: runs.length,
    runsChanged: 0,
    branchesChanged: 0,
    filtersChanged: 0,
    writesChanged: 0,
    writesAdded: 0,
    writesRemoved: 0,
    newFailures: 0,
    fixedFailures: 0,
    wouldCall: [],
    fieldChanges: [],
  };
  for (const run of runs) {
    if (run.changed) summary.runsChanged += 1;
    if (run.newFailure) summary.newFailures += 1;
    if (run.fixedFailure) summary.fixedFailures += 1;
    summary.branchesChanged += run.branches.length;
    summary.filtersChanged += run.filters.length;
    for (const write of run.writes) {
      if (write.change === 'changed') summary.writesChanged += 1;
      else if (write.change === 'added') summary.writesAdded += 1;
      else summary.writesRemoved += 1;
      for (const change of write.fields) {
        const key = JSON.stringify([write.step, change.field, change.before, change.after]);
        const entry = fields.get(key) ?? { step: write.step, field: change.field, before: change.before, after: change.after, count: 0, text: '' };
        entry.count += 1;
        fields.set(key, entry);
      }
    }
    const seen = new Set<string>();
    for (const call of run.wouldCall) {
      const key = `${call.step}\u0000${call.reason}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = wouldCall.get(key) ?? { step: call.step, reason: call.reason, write: call.write, runs: 0 };
      entry.runs += 1;
      wouldCall.set(key, entry);
    }
  }
  summary.wouldCall = [...wouldCall.values()];
  summary.fieldChanges = [...fields.values()]
    .sort((a, b) => b.count - a.count)
    .slice(0, MAX_FIELD_CHANGES)
    .map((entry) => ({ ...entry, text: `${entry.field} ${shown(entry.before)} → ${shown(entry.after)} on ${entry.count} ${entry.count === 1 ? 'write' : 'writes'} of '${entry.step}'` }));
  return summary;
}
