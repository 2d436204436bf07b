import type { FastifyRequest } from 'fastify';
import type { Db } from '@tandem/platform/db';
import { unauthorized } from '@tandem/platform/errors';
import { assertCsrf } from './csrf.js';
import { sha256 } from '@tandem/platform/secrets';
import { SESSION_COOKIE } from './session-cookies.js';

/** Who calls. An API token reaches one workspace (`tokenWorkspaceId`); a session reaches all of the user's. */
export type Principal = { userId: string; email: string; name: string; via: 'session' | 'token'; tokenWorkspaceId: string | null };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A token's last use is noted to the minute. */
export const LAST_USED_PRECISION_MS = 60_000;

/**
 * Finds who calls: a bearer API token (neither revoked nor expired; its last use is noted to the minute), or the session
 * cookie. Cookie-authenticated writes must send `X-CSRF-Token`, the session's own CSRF token (what the
 * `csrf_token` cookie holds), unless the route changes nothing (`csrf: false`: the codec endpoint, whose answers only the Temporal UI's origin may read).
 */
export async function authenticate(db: Db, request: FastifyRequest, options: { csrf?: boolean } = {}): Promise<Principal> {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const now = new Date();
    const row = await db
      .selectFrom('apiTokens')
      .innerJoin('users', 'users.id', 'apiTokens.userId')
      .select(['apiTokens.id as tokenId', 'apiTokens.lastUsedAt', 'users.id', 'users.email', 'users.name', 'apiTokens.workspaceId'])
      .where('apiTokens.tokenHash', '=', sha256(header.slice(7).trim()))
      .where('apiTokens.revokedAt', 'is', null)
      .where('apiTokens.expiresAt', '>', now)
      .executeTakeFirst();
    if (!row) throw unauthorized();
    // A script calling many times a second would otherwise write the token row on every call.
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
      await db.updateTable('apiTokens').set({ lastUsedAt: now }).where('id', '=', row.tokenId).execute();
    }
    return { userId: row.id, email: row.email, name: row.name, via: 'token', tokenWorkspaceId: row.workspaceId };
  }
  const token = request.cookies[SESSION_COOKIE];
  if (!token) throw unauthorized();
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['users.id', 'users.email', 'users.name'])
    .where('sessions.idHash', '=', sha256(token))
    .where('sessions.expiresAt', '>', new Date())
    .executeTakeFirst();
  if (!row) throw unauthorized();
  if (options.csrf !== false && !SAFE_METHODS.has(request.method)) assertCsrf(request, token);
  return { userId: row.id, email: row.email, name: row.name, via: 'session', tokenWorkspaceId: null };
}
