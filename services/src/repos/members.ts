import type { Db } from '@tandem/platform/db';
import type { WorkspaceRow } from '@tandem/platform/db/tables/workspaces';
import { ApiError, notFound } from '@tandem/platform/errors';
import { readMembersNotificationSettings, updateNotificationSettings } from '@tandem/platform/notifications/settings';
import type { Member, UpdateMemberBody } from '../api/schemas/members.js';
import { revokeWorkspaceTokens } from './api-tokens.js';

export async function listMembers(db: Db, workspace: WorkspaceRow): Promise<Member[]> {
  const rows = await db
    .selectFrom('workspaceMembers')
    .innerJoin('users', 'users.id', 'workspaceMembers.userId')
    .select(['users.id', 'users.email', 'users.name', 'workspaceMembers.createdAt', 'workspaceMembers.workspaceMetadata'])
    .where('workspaceMembers.workspaceId', '=', workspace.id)
    .orderBy('workspaceMembers.createdAt')
    .execute();
  const notifications = await readMembersNotificationSettings(db, workspace.id, rows.map((r) => r.id));
  return rows.map((r) => ({
    userId: r.id,
    name: r.name,
    email: r.email,
    createdAt: r.createdAt.toISOString(),
    isCreator: r.id === workspace.creatorId,
    isBillingUser: r.id === workspace.billingUserId,
    workspaceMetadata: r.workspaceMetadata,
    settings: { notifications: notifications.get(r.id)! },
  }));
}

/** A member changes their own membership: the metadata (replaced whole) and the notification channels given. */
export async function updateOwnMembership(db: Db, workspace: WorkspaceRow, userId: string, changes: UpdateMemberBody): Promise<Member> {
  if (changes.workspaceMetadata !== undefined) {
    await db
      .updateTable('workspaceMembers')
      .set({ workspaceMetadata: JSON.stringify(changes.workspaceMetadata) })
      .where('workspaceId', '=', workspace.id)
      .where('userId', '=', userId)
      .execute();
  }
  if (changes.settings?.notifications) await updateNotificationSettings(db, workspace.id, userId, changes.settings.notifications);
  const member = (await listMembers(db, workspace)).find((m) => m.userId === userId);
  if (!member) throw notFound('Member not found');
  return member;
}

export async function addMember(db: Db, workspaceId: string, userId: string): Promise<void> {
  await db.insertInto('workspaceMembers').values({ workspaceId, userId }).onConflict((oc) => oc.columns(['workspaceId', 'userId']).doNothing()).execute();
}

/** Removes a member and revokes their tokens for the workspace; the creator stays, since the workspace is theirs. */
export async function removeMember(db: Db, workspace: WorkspaceRow, userId: string): Promise<void> {
  if (userId === workspace.creatorId) throw new ApiError(409, 'creator', 'The creator of a workspace cannot be removed');
  const removed = await db.deleteFrom('workspaceMembers').where('workspaceId', '=', workspace.id).where('userId', '=', userId).executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw notFound('Member not found');
  await revokeWorkspaceTokens(db, workspace.id, userId);
}

/** A member of the workspace with their address, or undefined when the user is not one. */
export function findMember(db: Db, workspaceId: string, userId: string): Promise<{ id: string; email: string } | undefined> {
  return db
    .selectFrom('workspaceMembers')
    .innerJoin('users', 'users.id', 'workspaceMembers.userId')
    .select(['users.id', 'users.email'])
    .where('workspaceMembers.workspaceId', '=', workspaceId)
    .where('workspaceMembers.userId', '=', userId)
    .executeTakeFirst();
}

/** Which of these workspaces the user is a member of. */
export async function memberWorkspaceIds(db: Db, userId: string, workspaceIds: string[]): Promise<Set<string>> {
  if (workspaceIds.length === 0) return new Set();
  const rows = await db.selectFrom('workspaceMembers').select('workspaceId').where('userId', '=', userId).where('workspaceId', 'in', workspaceIds).execute();
  return new Set(rows.map((row) => row.workspaceId));
}
