import type { ColumnType, Generated, Selectable } from 'kysely';

export type InvitedBy = { userId: string; name: string; email: string };

/** A workspace invitation; `createdUserId` is the user who accepted it. */
export interface WorkspaceInvitationsTable {
  invitationId: string;
  workspaceId: string;
  email: string;
  invitedAt: Generated<Date>;
  invitedBy: ColumnType<InvitedBy, string, string>;
  invitationUrl: string;
  createdUserId: string | null;
  acceptedAt: Date | null;
}
export type WorkspaceInvitationRow = Selectable<WorkspaceInvitationsTable>;
