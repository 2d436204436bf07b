import type { Generated } from 'kysely';

/** API tokens are stored hashed; the token itself is shown once. */
export interface ApiTokensTable {
  id: string;
  userId: string;
  name: string;
  tokenHash: string;
  createdAt: Generated<Date>;
  lastUsedAt: Date | null;
}
