import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Client } from '@temporalio/client';
import { Definition } from '@tandem/catalog';
import { ApiError } from '@tandem/platform/errors';
import type { Db } from '@tandem/platform/db';
import type { FlowRow } from '@tandem/platform/db/tables/flows';
import type { RunRow } from '@tandem/platform/db/tables/runs';
import type { ShadowReport, ShadowRunResult, ShadowRunsBody } from '../api/schemas/shadow-runs.js';
import { validateDefinition } from '../flows/validate-definition.js';
import { requireVersion } from '../repos/versions.js';
import { readWholeRun, type RunReadOptions } from '../runs/run-state.js';
import { ShadowBudget } from './shadow-budget.js';
import { ShadowBudgetSpent, shadowRun, type RecordedRun } from './shadow-run.js';
import { summarise } from './shadow-summary.js';

/** Shadow requests the API process runs at once; more answer 429 (docs/limits.md § Shadow runs). */
export const MAX_SHADOW_REQUESTS = 2;
/** Recorded runs read from Temporal at once for one request. */
const READS_IN_FLIGHT = 4;

/** Counts the shadow requests running in this process and refuses one past the limit. */
export class ShadowGate {
  private running = 0;
  constructor(private readonly limit = MAX_SHADOW_REQUESTS) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) throw new ApiError(429, 'busy', 'Other drafts are being tried on past runs right now; try again in a few seconds', undefined, { 'retry-after': '5' });
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
    }
  }
}

/** The closed runs a request selects, newest first. */
async function selectRuns(db: Db, flow: FlowRow, selection: ShadowRunsBody['runs']): Promise<RunRow[]> {
  const versionId = selection.versionId ?? flow.liveVersionId ?? undefined;
  let query = db.selectFrom('runs').selectAll().where('workspaceId', '=', flow.workspaceId).where('flowId', '=', flow.id).where('status', '!=', 'running').orderBy('id', 'desc').limit(selection.last);
  if (versionId) query = query.where('versionId', '=', versionId);
  if (selection.failedOnly) query = query.where('status', '=', 'failed');
  if (selection.from) query = query.where('startedAt', '>=', new Date(selection.from));
  if (selection.to) query = query.where('startedAt', '<', new Date(selection.to));
  return query.execute();
}

/** Reads the runs' records from Temporal, a few at a time; a run Temporal no longer keeps is left out. */
async function readRecorded(temporal: Client, rows: readonly RunRow[], options: RunReadOptions): Promise<RecordedRun[]> {
  const recorded: (RecordedRun | undefined)[] = new Array(rows.length);
  let next = 0;
  const lane = async () => {
    while (next < rows.length) {
      const index = next++;
      const row = rows[index]!;
      try {
        const answer = await readWholeRun(temporal, row, options);
        recorded[index] = {
          runId: row.id,
          flowId: row.flowId,
          versionId: row.versionId,
          workspaceId: row.workspaceId,
          startedAt: row.startedAt.toISOString(),
          status: row.status,
          trigger: { type: answer.trigger.type, payload: answer.trigger.payload ?? null },
          steps: answer.steps,
          error: row.error,
        };
      } catch (error) {
        if (!(error instanceof ApiError && error.statusCode === 404)) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(READS_IN_FLIGHT, rows.length) }, lane));
  return recorded.filter((run): run is RecordedRun => run !== undefined);
}

/**
 * Runs a draft over recorded runs, one after the other, yielding to the event loop between runs; stops
 * when the request's operation budget is spent. Pure apart from reading: `versions` gives each run's
 * recorded definition. The API and the benchmark both use it.
 */
export async function shadowRecordedRuns(draft: Definition, recorded: readonly RecordedRun[], versions: (versionId: string) => Promise<Definition>, budget = new ShadowBudget()): Promise<Omit<ShadowReport, 'typeIssues'>> {
  const runs: ShadowRunResult[] = [];
  let stopped: string | null = null;
  for (const run of recorded) {
    try {
      runs.push(await shadowRun(draft, await versions(run.versionId), run, budget));
    } catch (error) {
      if (!(error instanceof ShadowBudgetSpent)) throw error;
      stopped = `The draft spent the operation budget of one request (${budget.limit.toLocaleString('en')} operations) after ${runs.length} of ${recorded.length} runs; try fewer runs`;
      break;
    }
    await yieldToEventLoop();
  }
  return { summary: summarise(runs), runs, stopped, operations: budget.operations };
}

export type ShadowRequest = { flow: FlowRow; body: ShadowRunsBody; options: RunReadOptions };

/** "Try on past runs": the draft over the selected recorded runs of the flow (docs/recover-and-test-step.md § Shadow runs). */
export async function shadowRuns(db: Db, temporal: Client, { flow, body, options }: ShadowRequest): Promise<ShadowReport> {
  const typeIssues = validateDefinition(body.definition).issues;
  const rows = await selectRuns(db, flow, body.runs);
  const recorded = await readRecorded(temporal, rows, options);
  const definitions = new Map<string, Promise<Definition>>();
  const versions = (versionId: string) => {
    let definition = definitions.get(versionId);
    if (!definition) definitions.set(versionId, (definition = requireVersion(db, flow.id, versionId).then((row) => Definition.parse(row.definition))));
    return definition;
  };
  const report = await shadowRecordedRuns(body.definition, recorded, versions);
  return { ...report, typeIssues };
}
