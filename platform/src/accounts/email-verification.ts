import type { Db } from '../db/index.js';
import { randomSecret, sha256 } from '../secrets.js';

/** How long a mailed link works. */
export const VERIFICATION_HOURS = 48;

/** A new single-use verification token for the user; only its hash is stored. */
export async function createVerificationToken(db: Db, userId: string): Promise<string> {
  const token = randomSecret();
  const expiresAt = new Date(Date.now() + VERIFICATION_HOURS * 3_600_000);
  // Links of this user that expired are of no use any more.
  await db.deleteFrom('emailVerifications').where('userId', '=', userId).where('expiresAt', '<', new Date()).execute();
  await db.insertInto('emailVerifications').values({ tokenHash: sha256(token), userId, expiresAt }).execute();
  return token;
}

/**
 * Uses a token: marks its user's address verified and returns the user id; undefined when unknown or
 * expired. Give it a transaction when more must change with it (a new password, ended sessions).
 */
export async function useVerificationToken(db: Db, token: string): Promise<string | undefined> {
  const row = await db.deleteFrom('emailVerifications').where('tokenHash', '=', sha256(token)).returning(['userId', 'expiresAt']).executeTakeFirst();
  if (!row || row.expiresAt.getTime() < Date.now()) return undefined;
  await db.updateTable('users').set({ emailVerifiedAt: new Date() }).where('id', '=', row.userId).where('emailVerifiedAt', 'is', null).execute();
  await db.deleteFrom('emailVerifications').where('userId', '=', row.userId).execute();
  return row.userId;
}
