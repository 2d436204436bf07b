import type { Generated } from 'kysely';

/** A file written by a run's `download` step, served at its secret link until used up or expired. */
export interface DownloadsTable {
  /** The SHA-256 (hex) of the secret part of the link (`/api/downloads/<token>`); the token itself is not kept. */
  tokenHash: string;
  workspaceId: string;
  /** The step's `<workflowId>:<stepPath>`: a retried attempt finds the file of the first. */
  idempotencyKey: string;
  name: string;
  fileName: string;
  contentType: string;
  data: Buffer;
  /** How often the link may be used; -1: no limit. */
  downloadLimit: number;
  downloadCount: Generated<number>;
  expiresAt: Date | null;
  createdAt: Generated<Date>;
}
