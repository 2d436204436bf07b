import type { FastifyReply } from 'fastify';
import type { Db } from '@tandem/platform/db';
import { CSRF_COOKIE, csrfTokenFor } from './csrf.js';
import { randomSecret, sha256 } from '@tandem/platform/secrets';

export const SESSION_COOKIE = 'tandem_session';
const SESSION_DAYS = 30;

/** Starts a session: an http-only session cookie and a readable CSRF cookie derived from it. */
export async function startSession(db: Db, reply: FastifyReply, userId: string, secure: boolean): Promise<void> {
  const token = randomSecret();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.insertInto('sessions').values({ idHash: sha256(token), userId, expiresAt }).execute();
  void reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(secure, expiresAt), httpOnly: true });
  setCsrfCookie(reply, token, secure, expiresAt);
}

const cookieOptions = (secure: boolean, expires?: Date) => ({ path: '/', sameSite: 'lax' as const, secure, ...(expires ? { expires } : {}) });

/** The readable CSRF cookie of the session (the app copies it into `X-CSRF-Token`). */
function setCsrfCookie(reply: FastifyReply, sessionToken: string, secure: boolean, expires: Date): void {
  void reply.setCookie(CSRF_COOKIE, csrfTokenFor(sessionToken), { ...cookieOptions(secure, expires), httpOnly: false });
}

export async function endSession(db: Db, reply: FastifyReply, token: string | undefined): Promise<void> {
  if (token) await db.deleteFrom('sessions').where('idHash', '=', sha256(token)).execute();
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
  void reply.clearCookie(CSRF_COOKIE, { path: '/' });
}

/** Ends every session of the user but the one of `keepToken` (the caller's own, when given). */
export async function endSessionsOf(db: Db, userId: string, keepToken?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (keepToken !== undefined) query = query.where('idHash', '!=', sha256(keepToken));
  await query.execute();
}

/** The user of a session cookie's value while the session lasts, or undefined. */
export async function sessionUserId(db: Db, token: string | undefined): Promise<string | undefined> {
  if (!token) return undefined;
  const row = await db.selectFrom('sessions').select('userId').where('idHash', '=', sha256(token)).where('expiresAt', '>', new Date()).executeTakeFirst();
  return row?.userId;
}
