import type { Client } from '@temporalio/client';
import { Definition, ioUtilityAction, ioUtilityRouting, isIoUtility, mutatesWith, namesOfPath, needsIdempotencyKey, retryTraitsOf, walkSteps, type Step } from '@tandem/catalog';
import { recordedOutputsOf } from '@tandem/temporal/interpreter';
import { ApiError } from '@tandem/platform/errors';
import type { Db } from '@tandem/platform/db';
import type { FlowRow } from '@tandem/platform/db/tables/flows';
import type { RunRow } from '@tandem/platform/db/tables/runs';
import { MAX_BATCH_RUNS, type RecoveryPreview, type RecoverySelection, type StepSentAgain } from '../api/schemas/recoveries.js';
import { requireVersion } from '../repos/versions.js';
import { fitRecordedOutputs } from '../runs/recorded-fit.js';
import { readWholeRun, type RunReadOptions } from '../runs/run-state.js';

/** Failed runs read from Temporal at once for a preview. */
const READS_IN_FLIGHT = 4;
/**
 * Runs a preview reads and checks (each read may make a worker replay the run): spread over the
 * selection, first and last included. Every run is checked again when the batch gets to it.
 */
export const PREVIEW_CHECKS = 20;

/** At most `count` runs spread evenly over the list, the first and the last included. */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);
}

/** The failed runs a selection names that no run recovers yet (or only runs that failed again), oldest first. */
export async function selectFailedRuns(db: Db, flow: FlowRow, selection: RecoverySelection): Promise<RunRow[]> {
  let query = db
    .selectFrom('runs')
    .selectAll()
    .where('workspaceId', '=', flow.workspaceId)
    .where('flowId', '=', flow.id)
    .where('status', '=', 'failed')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('runs as r').select('r.id').whereRef('r.recoveredFrom', '=', 'runs.id').where('r.status', '!=', 'failed'))))
    .orderBy('id')
    .limit(MAX_BATCH_RUNS + 1);
  if (selection.runIds) query = query.where('id', 'in', selection.runIds);
  if (selection.from) query = query.where('startedAt', '>=', new Date(selection.from));
  if (selection.to) query = query.where('startedAt', '<', new Date(selection.to));
  const rows = (await query.execute()).filter((row) => selection.failedStep === undefined || failedAt(row, selection.failedStep));
  if (rows.length > MAX_BATCH_RUNS) throw new ApiError(400, 'too_many_runs', `One recovery takes at most ${MAX_BATCH_RUNS} runs; narrow the selection (a date range, a step)`);
  if (rows.length === 0) throw new ApiError(404, 'no_failed_runs', 'No failed run matches the selection');
  return rows;
}

/** Whether a run failed at a step: its path (`loop[3].send`) or its name (`send`). */
function failedAt(run: RunRow, step: string): boolean {
  const path = run.error?.step;
  return path !== undefined && (path === step || namesOfPath(path).at(-1) === step);
}

/** What a step calls: its app and action (an I/O utility's too); undefined for a step that calls nothing. */
function callOf(step: Step): { app: string; action: string } | undefined {
  if (step.type === 'action') return { app: step.app, action: step.action };
  if (step.type === 'utility' && isIoUtility(step.utility)) return { app: ioUtilityRouting[step.utility].app({}), action: ioUtilityAction(step.utility) };
  return undefined;
}

type Checked = { run: RunRow; takenOver: Set<string>; mismatch?: { step: string; message: string } };

/**
 * Reads each failed run and checks its recorded outputs against the version it would run on (the
 * one named, or its own): they must fit, whatever changed in the steps (docs/recover-and-test-step.md
 * § Recovering many runs). Answers, per run, the names of the steps whose outputs it takes over.
 */
async function checkRuns(db: Db, temporal: Client, flow: FlowRow, runs: readonly RunRow[], versionId: string | undefined, options: RunReadOptions): Promise<{ checked: Checked[]; target: (run: RunRow) => Promise<Definition> }> {
  const definitions = new Map<string, Promise<Definition>>();
  const definitionOf = (id: string) => {
    let definition = definitions.get(id);
    if (!definition) definitions.set(id, (definition = requireVersion(db, flow.id, id).then((row) => Definition.parse(row.definition))));
    return definition;
  };
  if (versionId) {
    const version = await requireVersion(db, flow.id, versionId);
    if (!version.valid) throw new ApiError(400, 'invalid_version', 'Only a valid version can run', version.issues.map((i) => ({ path: [i.pointer], message: i.message })));
    const older = runs.find((run) => run.versionId > versionId);
    if (older) throw new ApiError(409, 'older_version', `Run ${older.id} is of a newer version: a run can run again on its own version or a newer one, not an older one`);
  }
  const target = (run: RunRow) => definitionOf(versionId ?? run.versionId);
  const checked: Checked[] = new Array(runs.length);
  let next = 0;
  const lane = async () => {
    while (next < runs.length) {
      const index = next++;
      const run = runs[index]!;
      const failed = await readWholeRun(temporal, run, options);
      const fit = fitRecordedOutputs(recordedOutputsOf((await definitionOf(run.versionId)).steps, failed.steps), await target(run));
      const takenOver = new Set(Object.keys(fit.recorded).map((path) => namesOfPath(path).at(-1)!));
      checked[index] = { run, takenOver, ...(fit.mismatch ? { mismatch: fit.mismatch } : {}) };
    }
  };
  await Promise.all(Array.from({ length: Math.min(READS_IN_FLIGHT, runs.length) }, lane));
  return { checked, target };
}

/**
 * Before anything starts: whether the runs fit the version, and which steps they would call again,
 * with those that change data and are not idempotent; read from up to PREVIEW_CHECKS of the runs.
 */
export async function previewRecovery(db: Db, temporal: Client, flow: FlowRow, selection: RecoverySelection, options: RunReadOptions): Promise<RecoveryPreview & { runs: RunRow[] }> {
  const runs = await selectFailedRuns(db, flow, selection);
  const { checked, target } = await checkRuns(db, temporal, flow, spread(runs, PREVIEW_CHECKS), selection.versionId, options);
  const first = checked.find((entry) => entry.mismatch);
  const sent = new Map<string, StepSentAgain>();
  for (const { run, takenOver } of checked) {
    for (const { step } of walkSteps((await target(run)).steps)) {
      const call = callOf(step);
      if (!call || takenOver.has(step.name)) continue;
      const traits = retryTraitsOf(call.app, call.action);
      const entry = sent.get(step.name) ?? { step: step.name, ...call, runs: 0, writes: mutatesWith(traits), notIdempotent: needsIdempotencyKey(traits) };
      entry.runs += 1;
      sent.set(step.name, entry);
    }
  }
  return {
    runs,
    runIds: runs.map((run) => run.id),
    checkedRunIds: checked.map((entry) => entry.run.id),
    versionId: selection.versionId ?? null,
    fits: first === undefined,
    mismatch: first?.mismatch ? { runId: first.run.id, ...first.mismatch } : null,
    stepsSentAgain: [...sent.values()],
  };
}
