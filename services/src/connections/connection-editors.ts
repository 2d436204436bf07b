import { findApp } from '@tandem/catalog/apps';
import type { ConnectionRow } from '@tandem/platform/db/tables/connections';
import type { WorkspaceRow } from '@tandem/platform/db/tables/workspaces';
import { ApiError } from '@tandem/platform/errors';
import { hasSealedConfig } from '@tandem/platform/connections/secret-config';

/** Whether the connection stores credentials: its secret or a sealed credential field of its config. */
export const holdsSecrets = (row: Pick<ConnectionRow, 'app' | 'authSealed' | 'config'>): boolean => row.authSealed !== null || hasSealedConfig(findApp(row.app), row.config);

/**
 * Members use every connection of their workspace in flows, but one that holds credentials is changed,
 * tested or reconnected only by the member who created it or the workspace's owner: another member
 * could otherwise point it elsewhere or probe with someone else's credentials.
 */
export function requireConnectionEditor(user: { userId: string }, workspace: Pick<WorkspaceRow, 'creatorId'>, row: ConnectionRow, action: string): void {
  if (!holdsSecrets(row) || row.createdBy === user.userId || workspace.creatorId === user.userId) return;
  throw new ApiError(403, 'forbidden', `Only the member who created this connection or the owner of this workspace can ${action}, since it holds credentials`);
}
