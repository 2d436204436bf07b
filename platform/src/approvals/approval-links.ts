import type { Db } from '../db/index.js';
import { randomSecret, sha256 } from '../secrets.js';

/**
 * A single-use link for one approver of one approval: a random token, stored only as its hash, that
 * works without signing in for that decision until the deadline (docs/security.md § Approval links).
 */
export async function createApprovalLink(db: Db, approvalId: string, userId: string, expiresAt: Date): Promise<string> {
  const token = randomSecret('apv_');
  await db.insertInto('approvalLinks').values({ tokenHash: sha256(token), approvalId, userId, expiresAt, usedAt: null }).execute();
  return token;
}

/** The path of the app's page that answers through a link (the mail and the chat make it absolute). */
export const approvalLinkPath = (token: string) => `/approve/${encodeURIComponent(token)}`;

export type ApprovalLink = { approvalId: string; userId: string; expiresAt: Date; usedAt: Date | null };

/** The link a token names, used or not; undefined for a token that was never issued. */
export async function findApprovalLink(db: Db, token: string): Promise<ApprovalLink | undefined> {
  return db
    .selectFrom('approvalLinks')
    .select(['approvalId', 'userId', 'expiresAt', 'usedAt'])
    .where('tokenHash', '=', sha256(token))
    .executeTakeFirst();
}
