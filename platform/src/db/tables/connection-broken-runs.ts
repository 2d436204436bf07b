import type { Generated, Selectable } from 'kysely';

/** A run that a connection broke: one of its steps met an auth error on it. */
export interface ConnectionBrokenRunsTable {
  connectionId: string;
  runId: string;
  workspaceId: string;
  brokenAt: Generated<Date>;
}
export type ConnectionBrokenRunRow = Selectable<ConnectionBrokenRunsTable>;
