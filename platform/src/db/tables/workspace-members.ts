import type { ColumnType, Generated } from 'kysely';

export interface WorkspaceMembersTable {
  workspaceId: string;
  userId: string;
  workspaceMetadata: ColumnType<Record<string, unknown>, string | undefined, string>;
  settings: ColumnType<Record<string, unknown>, string | undefined, string>;
  createdAt: Generated<Date>;
}
