import { NonRetryableError } from '@tandem/catalog/sdk';

/**
 * A flow step may act only on the workspace its run belongs to, even when the connection's token
 * would reach other workspaces of the same user.
 */
export function requireOwnWorkspace(input: { workspaceId: string }, runWorkspaceId: string | undefined): string {
  if (input.workspaceId !== runWorkspaceId) throw new NonRetryableError('A flow can only act on its own workspace');
  return input.workspaceId;
}
