import { sql } from 'kysely';
import type { Db } from '../db/index.js';
import type { BillingMonth } from './billing-month.js';

export type UsageRecord = { workspaceId: string; runId: string; app: string; action: string; credits: number; units?: number; unit?: string; createdAt?: Date };
export type AppUsage = { app: string; credits: number; units: number; unit: string | null };

export async function recordUsage(db: Db, record: UsageRecord): Promise<void> {
  await db
    .insertInto('usageRecords')
    .values({ ...record, units: record.units ?? 0, unit: record.unit ?? null })
    .execute();
}

export async function usageByApp(db: Db, workspaceId: string, month: BillingMonth): Promise<AppUsage[]> {
  const rows = await db
    .selectFrom('usageRecords')
    .select(['app', sql<string>`max(unit)`.as('unit'), sql<string>`sum(credits)`.as('credits'), sql<string>`sum(units)`.as('units')])
    .where('workspaceId', '=', workspaceId)
    .where('createdAt', '>=', month.start)
    .where('createdAt', '<', month.end)
    .groupBy('app')
    .orderBy('app')
    .execute();
  return rows.map((row) => ({ app: row.app, credits: Number(row.credits), units: Number(row.units), unit: row.unit }));
}

/** Credits and units of the month, of one app or of all. */
export async function usedInMonth(db: Db, workspaceId: string, month: BillingMonth, app?: string): Promise<{ credits: number; units: number }> {
  let query = db
    .selectFrom('usageRecords')
    .select([sql<string>`coalesce(sum(credits), 0)`.as('credits'), sql<string>`coalesce(sum(units), 0)`.as('units')])
    .where('workspaceId', '=', workspaceId)
    .where('createdAt', '>=', month.start)
    .where('createdAt', '<', month.end);
  if (app) query = query.where('app', '=', app);
  const row = await query.executeTakeFirstOrThrow();
  return { credits: Number(row.credits), units: Number(row.units) };
}
