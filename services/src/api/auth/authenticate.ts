import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';
import { unauthorized } from '../errors.js';
import { assertCsrf } from './csrf.js';
import { sha256 } from './secrets.js';
import { SESSION_COOKIE } from './session-cookies.js';

/** Who calls. An API token reaches one workspace (`tokenWorkspaceId`); a session reaches all of the user's. */
export type Principal = { userId: string; email: string; name: string; via: 'session' | 'token'; tokenWorkspaceId: string | null };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Finds who calls: a bearer API token (neither revoked nor expired; its last use is noted), or the session
 * cookie. Cookie-authenticated writes must send `X-CSRF-Token`, the session's own CSRF token (what the
 * `csrf_token` cookie holds), unless the route changes nothing (`csrf: false`: the codec endpoint, whose answers only the Temporal UI's origin may read).
 */
export async function authenticate(db: Db, request: FastifyRequest, options: { csrf?: boolean } = {}): Promise<Principal> {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const row = await db
      .updateTable('apiTokens')
      .set({ lastUsedAt: new Date() })
      .from('users')
      .whereRef('users.id', '=', 'apiTokens.userId')
      .where('apiTokens.tokenHash', '=', sha256(header.slice(7).trim()))
      .where('apiTokens.revokedAt', 'is', null)
      .where('apiTokens.expiresAt', '>', new Date())
      .returning(['users.id', 'users.email', 'users.name', 'apiTokens.workspaceId'])
      .executeTakeFirst();
    if (!row) throw unauthorized();
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
