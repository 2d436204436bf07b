import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/index.js';
import { randomSecret, sha256 } from './secrets.js';

export const SESSION_COOKIE = 'tandem_session';
export const CSRF_COOKIE = 'csrf_token';
const SESSION_DAYS = 30;

/** Starts a session: an http-only session cookie and a readable CSRF cookie (double submit). */
export async function startSession(db: Db, reply: FastifyReply, userId: string, secure: boolean): Promise<void> {
  const token = randomSecret();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.insertInto('sessions').values({ idHash: sha256(token), userId, expiresAt }).execute();
  const common = { path: '/', sameSite: 'lax' as const, secure, expires: expiresAt };
  void reply.setCookie(SESSION_COOKIE, token, { ...common, httpOnly: true });
  void reply.setCookie(CSRF_COOKIE, randomSecret(), { ...common, httpOnly: false });
}

export async function endSession(db: Db, reply: FastifyReply, token: string | undefined): Promise<void> {
  if (token) await db.deleteFrom('sessions').where('idHash', '=', sha256(token)).execute();
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
  void reply.clearCookie(CSRF_COOKIE, { path: '/' });
}
