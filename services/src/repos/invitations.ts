import { newId } from '@tandem/platform/ids';
import type { Db } from '@tandem/platform/db';
import type { InvitedBy, WorkspaceInvitationRow } from '@tandem/platform/db/tables/workspace-invitations';
import type { WorkspaceRow } from '@tandem/platform/db/tables/workspaces';
import { ApiError, conflict, notFound } from '@tandem/platform/errors';
import type { Invitation } from '../api/schemas/members.js';
import { addMember, findMember } from './members.js';
import { normaliseEmail } from './users.js';

/** Days an invitation can be accepted; after that the owner invites again. */
export const INVITATION_VALID_DAYS = 14;
const VALID_MS = INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000;

export const invitationExpiresAt = (row: Pick<WorkspaceInvitationRow, 'invitedAt'>) => new Date(row.invitedAt.getTime() + VALID_MS);

/** Pending until accepted or until `INVITATION_VALID_DAYS` have passed. */
export function invitationState(row: Pick<WorkspaceInvitationRow, 'invitedAt' | 'acceptedAt'>, now = new Date()): Invitation['state'] {
  if (row.acceptedAt !== null) return 'accepted';
  return invitationExpiresAt(row) <= now ? 'expired' : 'pending';
}

type AcceptedBy = { acceptedByName: string | null; acceptedByEmail: string | null };

export function invitationView(row: WorkspaceInvitationRow & Partial<AcceptedBy>): Invitation {
  return {
    invitationId: row.invitationId,
    workspaceId: row.workspaceId,
    email: row.email,
    invitedAt: row.invitedAt.toISOString(),
    invitedBy: row.invitedBy,
    invitationUrl: row.invitationUrl,
    createdUserId: row.createdUserId,
    state: invitationState(row),
    expiresAt: invitationExpiresAt(row).toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    acceptedBy: row.createdUserId && row.acceptedByName != null ? { userId: row.createdUserId, name: row.acceptedByName, email: row.acceptedByEmail ?? '' } : null,
  };
}

/** Every invitation of the workspace, pending, accepted (with who accepted it) and expired, oldest first. */
export function workspaceInvitations(db: Db, workspaceId: string) {
  return db
    .selectFrom('workspaceInvitations')
    .leftJoin('users', 'users.id', 'workspaceInvitations.createdUserId')
    .selectAll('workspaceInvitations')
    .select(['users.name as acceptedByName', 'users.email as acceptedByEmail'])
    .where('workspaceInvitations.workspaceId', '=', workspaceId)
    .orderBy('workspaceInvitations.invitedAt');
}

/** What the invitation page shows: the workspace and who invited whom (for the signed-in holder of the link). */
export async function invitationSummary(db: Db, invitationId: string) {
  const row = await db
    .selectFrom('workspaceInvitations')
    .innerJoin('workspaces', 'workspaces.id', 'workspaceInvitations.workspaceId')
    .select(['workspaceInvitations.invitedAt', 'workspaceInvitations.acceptedAt', 'workspaceInvitations.email', 'workspaceInvitations.invitedBy', 'workspaces.name as workspaceName'])
    .where('workspaceInvitations.invitationId', '=', invitationId)
    .where('workspaces.deletedAt', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Invitation not found');
  return { invitationId, workspaceName: row.workspaceName, email: row.email, invitedBy: { name: row.invitedBy.name }, state: invitationState(row) };
}

export const invitationUrlOf = (appUrl: string, invitationId: string) => `${appUrl.replace(/\/+$/, '')}/invitations/${invitationId}`;

/** Invites an email address; inviting it again while an invitation is open answers that one. */
export async function createInvitation(db: Db, workspaceId: string, invitedBy: InvitedBy, email: string, appUrl: string): Promise<WorkspaceInvitationRow> {
  const address = normaliseEmail(email);
  const member = await db
    .selectFrom('workspaceMembers')
    .innerJoin('users', 'users.id', 'workspaceMembers.userId')
    .select('users.id')
    .where('workspaceMembers.workspaceId', '=', workspaceId)
    .where('users.email', '=', address)
    .executeTakeFirst();
  if (member) throw conflict('This person is a member already');
  const open = await pendingInvitations(db, workspaceId).where('email', '=', address).where('invitedAt', '>', new Date(Date.now() - VALID_MS)).executeTakeFirst();
  if (open) return open;
  const invitationId = newId();
  return db
    .insertInto('workspaceInvitations')
    .values({
      invitationId,
      workspaceId,
      email: address,
      invitedBy: JSON.stringify(invitedBy),
      invitationUrl: invitationUrlOf(appUrl, invitationId),
      createdUserId: null,
      acceptedAt: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Invitations not accepted yet, oldest first. */
export function pendingInvitations(db: Db, workspaceId: string) {
  return db
    .selectFrom('workspaceInvitations')
    .selectAll()
    .where('workspaceId', '=', workspaceId)
    .where('acceptedAt', 'is', null)
    .orderBy('invitedAt');
}

export async function deleteInvitation(db: Db, workspaceId: string, invitationId: string): Promise<void> {
  const deleted = await db
    .deleteFrom('workspaceInvitations')
    .where('workspaceId', '=', workspaceId)
    .where('invitationId', '=', invitationId)
    .where('acceptedAt', 'is', null)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw notFound('Invitation not found');
}

export const INVITATION_EXPIRED_MESSAGE = `This invitation has expired (invitations last ${INVITATION_VALID_DAYS} days); ask the owner of the workspace for a new one`;
export const INVITATION_USED_MESSAGE = 'This invitation was used already; ask the owner of the workspace for a new one';
export const INVITATION_UNVERIFIED_MESSAGE =
  'Confirm your email address before accepting an invitation: open the link we mailed you, or ask for a new one in Settings.';

/**
 * The signed-in user joins the workspace if the invitation was sent to their email address
 * (case-insensitive) and they confirmed that address. An invitation works once: accepting it again
 * answers the workspace while its user is still a member, and is refused once they were removed (the
 * owner invites them again); an invitation accepted by someone else is gone.
 */
export async function acceptInvitation(db: Db, invitationId: string, caller: { userId: string }): Promise<WorkspaceRow> {
  return db.transaction().execute(async (trx) => {
    const invitation = await trx
      .selectFrom('workspaceInvitations')
      .innerJoin('workspaces', 'workspaces.id', 'workspaceInvitations.workspaceId')
      .select(['workspaceInvitations.email', 'workspaceInvitations.createdUserId', 'workspaceInvitations.acceptedAt', 'workspaceInvitations.invitedAt', 'workspaceInvitations.workspaceId'])
      .where('workspaceInvitations.invitationId', '=', invitationId)
      .where('workspaces.deletedAt', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!invitation || (invitation.createdUserId !== null && invitation.createdUserId !== caller.userId)) throw notFound('Invitation not found');
    const workspace = () => trx.selectFrom('workspaces').selectAll().where('id', '=', invitation.workspaceId).executeTakeFirstOrThrow();
    if (invitation.acceptedAt !== null) {
      if (await findMember(trx, invitation.workspaceId, caller.userId)) return workspace();
      throw new ApiError(410, 'invitation_used', INVITATION_USED_MESSAGE);
    }
    if (invitationState({ invitedAt: invitation.invitedAt, acceptedAt: null }) === 'expired') {
      throw new ApiError(410, 'invitation_expired', INVITATION_EXPIRED_MESSAGE);
    }
    const user = await trx.selectFrom('users').select(['email', 'emailVerifiedAt']).where('id', '=', caller.userId).executeTakeFirstOrThrow();
    if (normaliseEmail(invitation.email) !== normaliseEmail(user.email)) {
      throw new ApiError(403, 'wrong_email', 'This invitation was sent to another email address; sign in with that address to accept it');
    }
    if (user.emailVerifiedAt === null) throw new ApiError(403, 'invitation_email_not_verified', INVITATION_UNVERIFIED_MESSAGE);
    await addMember(trx, invitation.workspaceId, caller.userId);
    await trx
      .updateTable('workspaceInvitations')
      .set({ createdUserId: caller.userId, acceptedAt: new Date() })
      .where('invitationId', '=', invitationId)
      .where('acceptedAt', 'is', null)
      .execute();
    return workspace();
  });
}
