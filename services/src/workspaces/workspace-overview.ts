import { sql } from 'kysely';
import { billingMonth } from '@tandem/platform/billing/billing-month';
import { usedInMonth } from '@tandem/platform/billing/usage-records';
import { workspaceBilling } from '@tandem/platform/billing/workspace-billing';
import type { Db } from '@tandem/platform/db';
import type { Overview } from '../api/schemas/overview.js';
import { libraryFlowId } from '../library/library-flows.js';

/** The library flow offered to a new workspace (services/src/library/flows/webhook-summary.json). */
export const STARTER_FLOW = 'webhook-summary';

/** Days the runs chart shows, today (UTC) included. */
export const OVERVIEW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Runs per UTC day of the last `OVERVIEW_DAYS` days by outcome, every day present (zero when none ran). */
async function runsPerDay(db: Db, workspaceId: string, now: Date): Promise<Overview['runsPerDay']> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const first = new Date(today - (OVERVIEW_DAYS - 1) * DAY_MS);
  const { rows } = await sql<{ day: string; succeeded: string; failed: string; running: string; cancelled: string }>`
    select to_char(days.start at time zone 'UTC', 'YYYY-MM-DD') as day,
           count(runs.id) filter (where runs.status = 'completed') as succeeded,
           count(runs.id) filter (where runs.status in ('failed', 'timedOut', 'terminated')) as failed,
           count(runs.id) filter (where runs.status = 'running') as running,
           count(runs.id) filter (where runs.status = 'cancelled') as cancelled
      from generate_series(0, ${OVERVIEW_DAYS - 1}) as offsets(n)
      cross join lateral (select ${first}::timestamptz + offsets.n * interval '24 hours' as start) as days
      left join runs on runs.workspace_id = ${workspaceId}
                    and runs.started_at >= days.start and runs.started_at < days.start + interval '24 hours'
     group by days.start
     order by days.start`.execute(db);
  return rows.map((row) => ({ day: row.day, succeeded: Number(row.succeeded), failed: Number(row.failed), running: Number(row.running), cancelled: Number(row.cancelled) }));
}

/** The workspace's flows whose latest finished run failed (newest failure first), with that run. */
async function failingFlows(db: Db, workspaceId: string): Promise<Overview['failingFlows']> {
  const { rows } = await sql<{ flowId: string; name: string; runId: string; failedAt: Date | null; error: { message?: string } | null }>`
    select latest.flow_id as "flowId", flows.name, latest.id as "runId", latest.closed_at as "failedAt", latest.error
      from (select distinct on (runs.flow_id) runs.flow_id, runs.id, runs.status, runs.closed_at, runs.error
              from runs
             where runs.workspace_id = ${workspaceId} and runs.status <> 'running'
             order by runs.flow_id, runs.id desc) as latest
      join flows on flows.id = latest.flow_id and flows.workspace_id = ${workspaceId} and flows.deleted_at is null
     where latest.status in ('failed', 'timedOut', 'terminated')
     order by latest.id desc
     limit 20`.execute(db);
  return rows.map((row) => ({ flowId: row.flowId, name: row.name, runId: row.runId, failedAt: row.failedAt?.toISOString() ?? null, error: row.error?.message ?? null }));
}

/** The workspace's home page: runs per day, flows failing now, credits of the month against the plan. */
export async function workspaceOverview(db: Db, workspaceId: string, now = new Date()): Promise<Overview> {
  const month = billingMonth(now);
  const [days, failing, billing, used, flows] = await Promise.all([
    runsPerDay(db, workspaceId, now),
    failingFlows(db, workspaceId),
    workspaceBilling(db, workspaceId),
    usedInMonth(db, workspaceId, month),
    db.selectFrom('flows').select((eb) => eb.fn.countAll<string>().as('count')).where('workspaceId', '=', workspaceId).where('deletedAt', 'is', null).executeTakeFirstOrThrow(),
  ]);
  return {
    runsPerDay: days,
    failingFlows: failing,
    credits: { plan: billing.plan, used: used.credits, included: billing.includedCredits, limit: billing.creditLimit, periodStart: month.start.toISOString(), periodEnd: month.end.toISOString() },
    flowCount: Number(flows.count),
    starterFlowId: libraryFlowId(STARTER_FLOW),
  };
}
