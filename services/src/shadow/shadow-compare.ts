import { isDeepStrictEqual } from 'node:util';
import { ioUtilityAction, ioUtilityRouting, isIoUtility, namesOfPath, type Definition, type Step, type StepState } from '@tandem/catalog';
import type { BranchChange, FieldChange, FilterChange, WouldCall, WriteChange } from '../api/schemas/shadow-runs.js';
import { stepsByName, writes, type ShadowCall } from './shadow-effects.js';

/** Entries each list of one run's result keeps (docs/limits.md § Shadow runs). */
export const MAX_LIST_ENTRIES = 100;
/** Changed fields one write lists, and the depth at which a body's fields are compared. */
const MAX_FIELDS = 50;
const MAX_DEPTH = 6;

export type Differences = { branches: BranchChange[]; filters: FilterChange[]; writes: WriteChange[]; wouldCall: WouldCall[]; truncated: boolean };

/** The app and action a recorded step called, from the recorded version's step and its input. */
function recordedCall(step: Step | undefined, input: unknown): { app: string; action: string } | undefined {
  if (step?.type === 'action') return { app: step.app, action: step.action };
  if (step?.type === 'utility' && isIoUtility(step.utility)) return { app: ioUtilityRouting[step.utility].app(input as Record<string, unknown>), action: ioUtilityAction(step.utility) };
  return undefined;
}

/** The leaf fields of a value, `a.b[2].c` → value (depth-bounded: deeper parts compare whole). */
function leaves(value: unknown, prefix: string, depth: number, into: Map<string, unknown>): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && depth < MAX_DEPTH && Object.keys(value).length > 0) {
    for (const [key, part] of Object.entries(value)) leaves(part, Array.isArray(value) ? `${prefix}[${key}]` : prefix ? `${prefix}.${key}` : key, depth + 1, into);
  } else into.set(prefix, value);
  return into;
}

/** The fields whose values differ between two bodies (a field only one has counts, with null on the other side). */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const old = leaves(before, '', 0, new Map());
  const now = leaves(after, '', 0, new Map());
  const changes: FieldChange[] = [];
  for (const field of new Set([...old.keys(), ...now.keys()])) {
    if (changes.length >= MAX_FIELDS) break;
    if (!isDeepStrictEqual(old.get(field), now.get(field))) changes.push({ field: field || '(body)', before: old.get(field) ?? null, after: now.get(field) ?? null });
  }
  return changes;
}

const primitive = (value: unknown) => typeof value === 'string' || typeof value === 'number';

/** What a write is about, when its input names it: an `id`, a field ending in `Id`, a `sku`, or a URL. */
export function targetOf(input: unknown): string | null {
  if (!input || typeof input !== 'object') return null;
  const fields = input as Record<string, unknown>;
  const key = ['id', ...Object.keys(fields).filter((k) => /Id$/.test(k)), 'sku', 'url'].find((k) => primitive(fields[k]));
  return key === undefined ? null : `${key} ${String(fields[key])}`;
}

/** Items of `a` not in `b`, as a multiset (an item twice in `a` and once in `b` counts once). */
function minus(a: readonly unknown[], b: readonly unknown[]): unknown[] {
  const counts = new Map<string, number>();
  for (const item of b) counts.set(JSON.stringify(item), (counts.get(JSON.stringify(item)) ?? 0) + 1);
  const left: unknown[] = [];
  for (const item of a) {
    const key = JSON.stringify(item);
    const count = counts.get(key) ?? 0;
    if (count > 0) counts.set(key, count - 1);
    else left.push(item);
  }
  return left;
}

const ran = (record: StepState | undefined) => record !== undefined && (record.status === 'succeeded' || record.status === 'failed');

/**
 * What the draft does differently from the recorded run, step path by step path: the branches it
 * takes, the items its filters let through, the writes it sends (changed, new, no longer sent) and
 * the calls no recorded output stood in for.
 */
export function compareRuns(original: Definition, recordedSteps: readonly StepState[], draft: Definition, shadowSteps: readonly StepState[], calls: ReadonlyMap<string, ShadowCall>): Differences {
  const before = new Map(recordedSteps.map((record) => [record.path, record]));
  const after = new Map(shadowSteps.map((record) => [record.path, record]));
  const draftSteps = stepsByName(draft);
  const recordedDefinitionSteps = stepsByName(original);
  const result: Differences = { branches: [], filters: [], writes: [], wouldCall: [], truncated: false };
  const add = <T>(list: T[], entry: T) => {
    if (list.length < MAX_LIST_ENTRIES) list.push(entry);
    else result.truncated = true;
  };
  const nameOf = (path: string) => namesOfPath(path).at(-1)!;

  for (const record of shadowSteps) {
    const old = before.get(record.path);
    if (record.status !== 'succeeded' || old?.status !== 'succeeded') continue;
    const step = draftSteps.get(record.name);
    if (record.type === 'condition') {
      const was = (old.output as { branch?: string } | null)?.branch;
      const is = (record.output as { branch?: string } | null)?.branch;
      if (was && is && was !== is) add(result.branches, { path: record.path, step: record.name, before: was, after: is });
    } else if (step?.type === 'utility' && step.utility === 'filter' && Array.isArray(old.output) && Array.isArray(record.output)) {
      const added = minus(record.output, old.output);
      const removed = minus(old.output, record.output);
      if (added.length || removed.length) add(result.filters, { path: record.path, step: record.name, added: added.slice(0, 10), removed: removed.slice(0, 10), addedCount: added.length, removedCount: removed.length });
    }
  }

  for (const call of calls.values()) {
    if (call.wouldCall) add(result.wouldCall, { path: call.path, step: call.step, app: call.app, action: call.action, reason: call.wouldCall, write: call.write });
    if (!call.write) continue;
    const old = before.get(call.path);
    const sent = ran(old) && recordedCall(recordedDefinitionSteps.get(nameOf(call.path)), old!.input);
    if (!sent) add(result.writes, { path: call.path, step: call.step, app: call.app, action: call.action, change: 'added', target: targetOf(call.input), fields: [], after: call.input });
    else if (call.wouldCall === 'inputChanged') {
      add(result.writes, { path: call.path, step: call.step, app: call.app, action: call.action, change: 'changed', target: targetOf(call.input) ?? targetOf(old!.input), fields: fieldChanges(old!.input, call.input), before: old!.input, after: call.input });
    }
  }

  for (const old of recordedSteps) {
    if (!ran(old) || calls.has(old.path) || after.get(old.path)?.status === 'failed') continue;
    const call = recordedCall(recordedDefinitionSteps.get(old.name), old.input);
    if (call && writes(call.app, call.action, old.input)) add(result.writes, { path: old.path, step: old.name, ...call, change: 'removed', target: targetOf(old.input), fields: [], before: old.input });
  }
  return result;
}
