import type { WorkspaceRow } from '@tandem/platform/db/tables/workspaces';
import { ApiError } from '@tandem/platform/errors';
import type { Duty } from '../schemas/account.js';
import type { Principal } from './authenticate.js';
import { requireSession } from './principal.js';

type DutyHolders = Pick<WorkspaceRow, 'creatorId' | 'billingUserId'>;

/** The creator owns the workspace; the billing user (and the owner) look after billing. */
export function dutiesOf(userId: string, workspace: DutyHolders): Duty[] {
  const duties: Duty[] = [];
  if (workspace.creatorId === userId) duties.push('owner');
  if (workspace.billingUserId === userId || workspace.creatorId === userId) duties.push('billing');
  return duties;
}

const holders: Record<Duty, string> = { owner: 'the owner', billing: 'the owner or the billing user' };

/**
 * The one guard of the duties: a member without the duty gets 403 with what they tried, e.g.
 * "Only the owner of this workspace can delete the workspace". Call it after requireMembership, so
 * that non-members still get 404. A duty is the account's, not a script's: an API token (even the
 * owner's) gets 403 `session_required`, so a leaked token cannot delete the workspace, remove
 * members, change limits or billing.
 */
export function requireDuty(principal: Principal, workspace: DutyHolders, duty: Duty, action: string): void {
  if (!dutiesOf(principal.userId, workspace).includes(duty)) throw new ApiError(403, 'forbidden', `Only ${holders[duty]} of this workspace can ${action}`);
  requireSession(principal, action);
}
