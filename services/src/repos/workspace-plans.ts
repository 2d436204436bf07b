import { planOf } from '@tandem/platform/billing';
import type { Db } from '@tandem/platform/db';
import type { WorkspaceRow } from '@tandem/platform/db/tables/workspaces';
import type { SimplePlan } from '../api/schemas/account.js';

type ListBilling = { simplePlan: SimplePlan; isEmployee: boolean };

/**
 * What the workspace list adds from each workspace's billing user's billing info: the plan
 * (custom when billed by hand; freemium when there is none or it cannot be read) and the employee flag.
 */
export async function billingOfWorkspaces(db: Db, workspaces: readonly WorkspaceRow[]): Promise<(workspace: WorkspaceRow) => ListBilling> {
  const userIds = [...new Set(workspaces.map((w) => w.billingUserId).filter((id): id is string => id !== null))];
  const rows = userIds.length ? await db.selectFrom('billingInfo').select(['userId', 'payingVia', 'stripeData', 'isEmployee']).where('userId', 'in', userIds).execute() : [];
  const byUser = new Map(rows.map((row) => [row.userId, row]));
  return (workspace) => {
    const info = workspace.billingUserId ? byUser.get(workspace.billingUserId) : undefined;
    return { simplePlan: info?.payingVia === 'manual' ? 'custom' : planOf(info?.stripeData).plan, isEmployee: info?.isEmployee ?? false };
  };
}
