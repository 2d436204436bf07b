import type { ColumnType } from 'kysely';

/** Counters of a workspace's month (UTC calendar month `YYYY-MM`), per app and for all apps (`app` = '*'). */
export interface UsageMonthsTable {
  workspaceId: string;
  month: string;
  app: string;
  credits: ColumnType<string, number, number>;
  units: ColumnType<string, number, number>;
}
