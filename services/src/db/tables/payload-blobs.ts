import type { Generated } from 'kysely';

/** A large Temporal payload (already encrypted), stored by its SHA-256. */
export interface PayloadBlobsTable {
  hash: string;
  data: Buffer;
  size: number;
  createdAt: Generated<Date>;
}
