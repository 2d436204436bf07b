import type { WorkspaceRow } from '@tandem/platform/db/tables/workspaces';
import { ApiError } from '@tandem/platform/errors';
import type { Duty } from '../schemas/account.js';

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
 * that non-members still get 404.
 */
export function requireDuty(principal: { userId: string }, workspace: DutyHolders, duty: Duty, action: string): void {
  if (dutiesOf(principal.userId, workspace).includes(duty)) return;
  throw new ApiError(403, 'forbidden', `Only ${holders[duty]} of this workspace can ${action}`);
}
