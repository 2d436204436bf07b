/**
 * The operator's command for the workspaces' feature flags (docs/operations.md):
 *
 *   DATABASE_URL=… npx tsx scripts/feature-flags.ts grant  <workspaceId> apps.meta-ads.business-enabled
 *   DATABASE_URL=… npx tsx scripts/feature-flags.ts revoke <workspaceId> apps.meta-ads.business-enabled
 *   DATABASE_URL=… npx tsx scripts/feature-flags.ts list   <workspaceId>
 *
 * The worker reads the flags at every flagged step, so a grant or a revoke holds from the next step on.
 */
import { connectDatabase } from '@tandem/platform/db';
import { grantFeatureFlag, revokeFeatureFlag, workspaceFeatureFlags } from '@tandem/platform/feature-flags/feature-flags';

const [command, workspaceId, flag] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL;
const usage = 'usage: feature-flags.ts grant|revoke <workspaceId> <flag> | list <workspaceId>  (DATABASE_URL must be set)';
if (!databaseUrl || !workspaceId || (command !== 'list' && !flag) || !['grant', 'revoke', 'list'].includes(command ?? '')) {
  console.error(usage);
  process.exit(2);
}
const db = connectDatabase(databaseUrl, 1);
try {
  if (command === 'grant') {
    if (!(await grantFeatureFlag(db, workspaceId, flag!))) throw new Error(`No workspace ${workspaceId}`);
    console.log(`granted ${flag} to ${workspaceId}`);
  } else if (command === 'revoke') {
    console.log((await revokeFeatureFlag(db, workspaceId, flag!)) ? `revoked ${flag} from ${workspaceId}` : `${workspaceId} did not have ${flag}`);
  } else {
    console.log([...(await workspaceFeatureFlags(db, workspaceId))].sort().join('\n'));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await db.destroy();
}
