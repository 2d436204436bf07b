import type { ColumnType, Generated, Selectable } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export type VersionIssue = { pointer: string; message: string; severity?: 'error' | 'warning' };

/** A flow version (the definition is kept exactly as saved, valid or not). */
export interface FlowVersionsTable {
  id: string;
  flowId: string;
  workspaceId: string;
  restoredFrom: string | null;
  createdAt: Generated<Date>;
  creatorId: string;
  creatorEmail: string;
  guide: ColumnType<unknown, string | null | undefined, string | null>;
  name: string | null;
  changeNotes: string | null;
  valid: boolean;
  issues: Json<VersionIssue[]>;
  definition: Json<unknown>;
  metadata: Json<Record<string, unknown>>;
}
export type FlowVersionRow = Selectable<FlowVersionsTable>;
