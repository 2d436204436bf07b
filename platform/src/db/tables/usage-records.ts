import type { Generated } from 'kysely';

/** One successful action run: the credits it cost and, for apps with a usage limit, its units (mails, euro cents). */
export interface UsageRecordsTable {
  id: Generated<string>;
  workspaceId: string;
  runId: string;
  app: string;
  action: string;
  credits: number;
  units: Generated<number>;
  unit: string | null;
  createdAt: Generated<Date>;
}
