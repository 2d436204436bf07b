import type { Generated, Selectable } from 'kysely';

/** API tokens are stored hashed; the token itself is shown once. A token reaches one workspace until it expires or is revoked. */
export interface ApiTokensTable {
  id: string;
  userId: string;
  workspaceId: string;
  name: string;
  tokenHash: string;
  createdAt: Generated<Date>;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  /** Minted by a worker for the own-app steps of runs in this workspace (never listed to users). */
  forRun: Generated<boolean>;
}
export type ApiTokenRow = Selectable<ApiTokensTable>;
