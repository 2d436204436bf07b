import type { Generated } from 'kysely';

/** A mailed password-reset link, stored by the hash of its token; used once, then deleted. */
export interface PasswordResetsTable {
  tokenHash: string;
  userId: string;
  createdAt: Generated<Date>;
  expiresAt: Date;
}
