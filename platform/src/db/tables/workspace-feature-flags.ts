import type { Generated } from 'kysely';

/** A feature flag an operator granted to a workspace. */
export interface WorkspaceFeatureFlagsTable {
  workspaceId: string;
  flag: string;
  grantedAt: Generated<Date>;
}
