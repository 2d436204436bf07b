import type { Generated } from 'kysely';

/** A session is stored by the hash of its cookie value, never the value itself. */
export interface SessionsTable {
  idHash: string;
  userId: string;
  createdAt: Generated<Date>;
  expiresAt: Date;
}
