import type { Generated } from 'kysely';

/** A mailed verification link, stored by the hash of its token; used once, then deleted. */
export interface EmailVerificationsTable {
  tokenHash: string;
  userId: string;
  createdAt: Generated<Date>;
  expiresAt: Date;
}
