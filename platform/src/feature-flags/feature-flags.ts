import type { Db } from '../db/index.js';

/** A feature flag's name: dotted words, e.g. `apps.meta-ads.business-enabled`. */
export const FEATURE_FLAG_PATTERN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** Grants a workspace a feature flag (granting it again changes nothing); false for an unknown workspace. */
export async function grantFeatureFlag(db: Db, workspaceId: string, flag: string): Promise<boolean> {
  if (!FEATURE_FLAG_PATTERN.test(flag)) throw new Error(`Not a feature flag name: ${flag} (use dotted words, e.g. apps.meta-ads.business-enabled)`);
  const workspace = await db.selectFrom('workspaces').select('id').where('id', '=', workspaceId).where('deletedAt', 'is', null).executeTakeFirst();
  if (!workspace) return false;
  await db.insertInto('workspaceFeatureFlags').values({ workspaceId, flag }).onConflict((c) => c.columns(['workspaceId', 'flag']).doNothing()).execute();
  return true;
}

/** Takes a feature flag from a workspace; false when it did not have it. */
export async function revokeFeatureFlag(db: Db, workspaceId: string, flag: string): Promise<boolean> {
  const result = await db.deleteFrom('workspaceFeatureFlags').where('workspaceId', '=', workspaceId).where('flag', '=', flag).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The feature flags a workspace holds. */
export async function workspaceFeatureFlags(db: Db, workspaceId: string): Promise<ReadonlySet<string>> {
  const rows = await db.selectFrom('workspaceFeatureFlags').select('flag').where('workspaceId', '=', workspaceId).execute();
  return new Set(rows.map((r) => r.flag));
}
