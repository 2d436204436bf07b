import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';
import { unauthorized } from '../errors.js';
import { assertCsrf } from './csrf.js';
import { sha256 } from './secrets.js';
import { SESSION_COOKIE } from './session-cookies.js';

export type Principal = { userId: string; email: string; name: string; via: 'session' | 'token' };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Finds who calls: a bearer API token, or the session cookie. Cookie-authenticated writes must send
 * `X-CSRF-Token`, the session's own CSRF token (what the `csrf_token` cookie holds), unless the route
 * changes nothing (`csrf: false`: the codec endpoint, whose answers only the Temporal UI's origin may read).
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
      .returning(['users.id', 'users.email', 'users.name'])
      .executeTakeFirst();
    if (!row) throw unauthorized();
    return { userId: row.id, email: row.email, name: row.name, via: 'token' };
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
  return { userId: row.id, email: row.email, name: row.name, via: 'session' };
}
