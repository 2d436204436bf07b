import { sql, type Updateable } from 'kysely';
import { newId } from '@tandem/platform/ids';
import type { Db } from '@tandem/platform/db';
import type { WorkspaceRow, WorkspacesTable } from '@tandem/platform/db/tables/workspaces';
import { notFound } from '@tandem/platform/errors';
import type { Workspace } from '../api/schemas/account.js';
import { iso } from '../api/schemas/common.js';
import { dutiesOf } from '../api/auth/duties.js';

/** The workspace as the API shows it to one user (their duties in it included). */
export function workspaceView(row: WorkspaceRow, userId: string): Workspace {
  return {
    workspaceId: row.id,
    type: row.type,
    creatorId: row.creatorId,
    creatorEmail: row.creatorEmail,
    name: row.name,
    internalName: row.internalName,
    createdAt: row.createdAt.toISOString(),
    apps: row.apps,
    appsModifiedAt: iso(row.appsModifiedAt),
    lastMigration: row.lastMigration,
    deletedAt: iso(row.deletedAt),
    maxFlowRuntimeMinutes: row.maxFlowRuntimeMinutes,
    onboarding: row.onboarding,
    creditLimit: row.creditLimit,
    billingUserId: row.billingUserId,
    billingUserEmail: row.billingUserEmail,
    errorFlowId: row.errorFlowId,
    autoRecoverRuns: row.autoRecoverRuns,
    notificationConnectionId: row.notificationConnectionId,
    duties: dutiesOf(userId, row),
  };
}

export async function createWorkspace(db: Db, creator: { userId: string; email: string }, name: string): Promise<WorkspaceRow> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('workspaces')
      .values({
        id: newId(),
        creatorId: creator.userId,
        creatorEmail: creator.email,
        name,
        billingUserId: creator.userId,
        billingUserEmail: creator.email,
        onboarding: null,
        // The schema its data starts in: the newest migration applied to this database.
        lastMigration: sql<string | null>`(select max(name) from kysely_migration)`,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.insertInto('workspaceMembers').values({ workspaceId: row.id, userId: creator.userId }).execute();
    return row;
  });
}

export function listWorkspacesOf(db: Db, userId: string): Promise<WorkspaceRow[]> {
  return db
    .selectFrom('workspaces')
    .innerJoin('workspaceMembers', 'workspaceMembers.workspaceId', 'workspaces.id')
    .selectAll('workspaces')
    .where('workspaceMembers.userId', '=', userId)
    .where('workspaces.deletedAt', 'is', null)
    .orderBy('workspaces.createdAt')
    .execute();
}

/** The workspace if the user is a member of it and it is not deleted; otherwise 404, never 403. */
export async function requireMembership(db: Db, userId: string, workspaceId: string): Promise<WorkspaceRow> {
  const row = await db
    .selectFrom('workspaces')
    .innerJoin('workspaceMembers', 'workspaceMembers.workspaceId', 'workspaces.id')
    .selectAll('workspaces')
    .where('workspaceMembers.userId', '=', userId)
    .where('workspaces.id', '=', workspaceId)
    .where('workspaces.deletedAt', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Workspace not found');
  return row;
}

export function updateWorkspace(db: Db, workspaceId: string, changes: Updateable<WorkspacesTable>): Promise<WorkspaceRow> {
  return db.updateTable('workspaces').set(changes).where('id', '=', workspaceId).returningAll().executeTakeFirstOrThrow();
}

/** Sets one app's connection settings in the workspace (`apps`) and notes when (`appsModifiedAt`). */
export function setWorkspaceApp(db: Db, workspaceId: string, appId: string, settings: Record<string, unknown>): Promise<WorkspaceRow> {
  return db
    .updateTable('workspaces')
    .set({ apps: sql`jsonb_set(apps, ${sql.val([appId])}::text[], ${JSON.stringify(settings)}::jsonb)`, appsModifiedAt: new Date() })
    .where('id', '=', workspaceId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
