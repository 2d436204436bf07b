import { type AppCall, NonRetryableError } from '@tandem/catalog/sdk';
import type { ClickUpConfig } from './app.js';
import { clickupCall } from './clickup-call.js';

/** The connection test: reads the authorized workspaces; the connection's workspace must be one of them. */
export async function testClickUpConnection({ http, config }: AppCall<'oauth2', typeof ClickUpConfig>): Promise<void> {
  const { teams } = await clickupCall<{ teams: Array<{ id: string; name: string }> }>(http, 'GET', '/api/v2/team');
  if (config.workspaceId !== undefined && !teams.some((team) => team.id === config.workspaceId)) {
    throw new NonRetryableError(`The ClickUp connection may not use workspace ${config.workspaceId}; authorize it in ClickUp`);
  }
}
