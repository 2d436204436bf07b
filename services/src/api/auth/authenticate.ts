import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';
import { ApiError, unauthorized } from '../errors.js';
import { sha256 } from './secrets.js';
import { CSRF_COOKIE, SESSION_COOKIE } from './session-cookies.js';

export type Principal = { userId: string; email: string; name: string; via: 'session' | 'token' };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Finds who calls: a bearer API token, or the session cookie. Cookie-authenticated writes must send
 * `X-CSRF-Token` equal to the `csrf_token` cookie.
 */
export async function authenticate(db: Db, request: FastifyRequest): Promise<Principal> {
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
  if (!SAFE_METHODS.has(request.method)) {
    const cookie = request.cookies[CSRF_COOKIE];
    const sent = request.headers['x-csrf-token'];
    if (!cookie || typeof sent !== 'string' || sent !== cookie) {
      throw new ApiError(403, 'csrf_failed', 'Missing or wrong X-CSRF-Token header');
    }
  }
  return { userId: row.id, email: row.email, name: row.name, via: 'session' };
}
