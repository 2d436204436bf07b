import type { Generated } from 'kysely';

/** A large Temporal payload (already encrypted), stored once under a keyed hash of its content. */
export interface PayloadBlobsTable {
  hash: string;
  data: Buffer;
  size: number;
  createdAt: Generated<Date>;
  /** The last time a payload referred to it (stored again or read): it expires a retention after that. */
  usedAt: Generated<Date>;
}
