import type { FastifyRequest } from 'fastify';
import { preparedQuery, type Db } from '@tandem/platform/db';
import type { WorkspaceRow } from '@tandem/platform/db/tables/workspaces';
import { unauthorized } from '@tandem/platform/errors';
import { assertCsrf } from './csrf.js';
import { sha256 } from '@tandem/platform/secrets';
import { SESSION_COOKIE } from './session-cookies.js';

/** Who calls. An API token reaches one workspace (`tokenWorkspaceId`); a session reaches all of the user's. */
export type Principal = { userId: string; email: string; name: string; via: 'session' | 'token'; tokenWorkspaceId: string | null };

/** The caller and, when asked for one, the workspace of theirs it names (undefined when they are not a member or it is deleted). */
export type Caller = { principal: Principal; workspace: WorkspaceRow | undefined };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A token's last use is noted to the minute. */
export const LAST_USED_PRECISION_MS = 60_000;

function memberOf<T extends { id: string | null }>(workspace: T): WorkspaceRow | undefined {
  return workspace.id === null ? undefined : (workspace as unknown as WorkspaceRow);
}

/**
 * A workspace's columns, named one by one: `workspaces.*` is expanded when a statement is prepared,
 * and a prepared statement fails once a migration adds a column.
 */
const WORKSPACE_COLUMNS = [
  'id', 'type', 'creatorId', 'creatorEmail', 'name', 'internalName', 'createdAt', 'apps', 'appsModifiedAt', 'lastMigration',
  'deletedAt', 'maxFlowRuntimeMinutes', 'onboarding', 'creditLimit', 'billingUserId', 'billingUserEmail', 'errorFlowId', 'autoRecoverRuns',
  'notificationConnectionId',
] as const satisfies readonly (keyof WorkspaceRow)[];
// Fails to compile when the table gains a column the list lacks.
const everyColumn: Exclude<keyof WorkspaceRow, (typeof WORKSPACE_COLUMNS)[number]> extends never ? true : false = true;
void everyColumn;
const workspaceColumns = WORKSPACE_COLUMNS.map((column) => `workspaces.${column}` as const);

/**
 * The caller of an API token (neither revoked nor expired) with, in the same query, their membership of
 * `workspaceId`: the workspace's columns, all null when none is asked for (null), the user is no member or it is deleted.
 */
const tokenCaller = preparedQuery((db, tokenHash: string, now: Date, workspaceId: string | null) =>
  db
    .selectFrom('apiTokens')
    .innerJoin('users', 'users.id', 'apiTokens.userId')
    .leftJoin('workspaceMembers', (join) => join.onRef('workspaceMembers.userId', '=', 'users.id').on('workspaceMembers.workspaceId', '=', workspaceId))
    .leftJoin('workspaces', (join) => join.onRef('workspaces.id', '=', 'workspaceMembers.workspaceId').on('workspaces.deletedAt', 'is', null))
    .select(workspaceColumns)
    .select(['apiTokens.id as tokenId', 'apiTokens.lastUsedAt as tokenLastUsedAt', 'users.id as callerId', 'users.email as callerEmail', 'users.name as callerName', 'apiTokens.workspaceId as tokenWorkspaceId'])
    .where('apiTokens.tokenHash', '=', tokenHash)
    .where('apiTokens.revokedAt', 'is', null)
    .where('apiTokens.expiresAt', '>', now),
);

/** The caller of a session that has not expired, with their membership of `workspaceId` as for a token. */
const sessionCaller = preparedQuery((db, idHash: string, now: Date, workspaceId: string | null) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .leftJoin('workspaceMembers', (join) => join.onRef('workspaceMembers.userId', '=', 'users.id').on('workspaceMembers.workspaceId', '=', workspaceId))
    .leftJoin('workspaces', (join) => join.onRef('workspaces.id', '=', 'workspaceMembers.workspaceId').on('workspaces.deletedAt', 'is', null))
    .select(workspaceColumns)
    .select(['users.id as callerId', 'users.email as callerEmail', 'users.name as callerName'])
    .where('sessions.idHash', '=', idHash)
    .where('sessions.expiresAt', '>', now),
);

/**
 * Finds who calls: a bearer API token (neither revoked nor expired; its last use is noted to the minute), or the session
 * cookie. Cookie-authenticated writes must send `X-CSRF-Token`, the session's own CSRF token (what the
 * `csrf_token` cookie holds), unless the route changes nothing (`csrf: false`: the codec endpoint, whose answers only the Temporal UI's origin may read).
 */
export async function authenticate(db: Db, request: FastifyRequest, options: { csrf?: boolean } = {}): Promise<Principal> {
  return (await authenticateFor(db, request, null, options)).principal;
}

/** `authenticate`, with the caller's membership of `workspaceId` read in the same query (one round trip per request of a workspace route). */
export async function authenticateFor(db: Db, request: FastifyRequest, workspaceId: string | null, options: { csrf?: boolean } = {}): Promise<Caller> {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const now = new Date();
    const [row] = await tokenCaller(db, sha256(header.slice(7).trim()), now, workspaceId);
    if (!row) throw unauthorized();
    const { tokenId, tokenLastUsedAt, callerId, callerEmail, callerName, tokenWorkspaceId, ...workspace } = row;
    // A script calling many times a second would otherwise write the token row on every call.
    if (!tokenLastUsedAt || now.getTime() - tokenLastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
      await db.updateTable('apiTokens').set({ lastUsedAt: now }).where('id', '=', tokenId).execute();
    }
    return { principal: { userId: callerId, email: callerEmail, name: callerName, via: 'token', tokenWorkspaceId }, workspace: memberOf(workspace) };
  }
  const token = request.cookies[SESSION_COOKIE];
  if (!token) throw unauthorized();
  const [row] = await sessionCaller(db, sha256(token), new Date(), workspaceId);
  if (!row) throw unauthorized();
  if (options.csrf !== false && !SAFE_METHODS.has(request.method)) assertCsrf(request, token);
  const { callerId, callerEmail, callerName, ...workspace } = row;
  return { principal: { userId: callerId, email: callerEmail, name: callerName, via: 'session', tokenWorkspaceId: null }, workspace: memberOf(workspace) };
}
