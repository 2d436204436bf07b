import type { Db } from '../db/index.js';
import { randomSecret, sha256 } from '../secrets.js';
import { PASSWORD_RESET_MINUTES } from './account-mail-limits.js';

/** How long a mailed password-reset link works. */
export { PASSWORD_RESET_MINUTES };

/** A new single-use reset token for the user; only its hash is stored. */
export async function createPasswordResetToken(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = randomSecret();
  // Links that expired are of no use any more, whoever they were for.
  await db.deleteFrom('passwordResets').where('expiresAt', '<', now).execute();
  await db.insertInto('passwordResets').values({ tokenHash: sha256(token), userId, expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000) }).execute();
  return token;
}

/**
 * Uses a token up: returns its user while it has not expired, undefined otherwise. Every other reset
 * link of the user goes with it, so one reset ends them all.
 */
export async function usePasswordResetToken(db: Db, token: string): Promise<string | undefined> {
  const row = await db.deleteFrom('passwordResets').where('tokenHash', '=', sha256(token)).returning(['userId', 'expiresAt']).executeTakeFirst();
  if (!row || row.expiresAt.getTime() <= Date.now()) return undefined;
  await db.deleteFrom('passwordResets').where('userId', '=', row.userId).execute();
  return row.userId;
}
