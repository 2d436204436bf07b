import type { Generated } from 'kysely';

/** A large Temporal payload (already encrypted), stored once under a keyed hash of its content. */
export interface PayloadBlobsTable {
  hash: string;
  data: Buffer;
  size: number;
  /** The workspace whose payload it is (counted against its blob quota); null for blobs of no workspace (schedules, payloads encoded outside a workflow). */
  workspaceId: string | null;
  createdAt: Generated<Date>;
  /** The last time a payload referred to it (stored again or read): it expires a retention after that. */
  usedAt: Generated<Date>;
}
