import { AuthError } from '@tandem/catalog/sdk';
import type { ActionActivityInput } from '@tandem/temporal';
import type { ResolvedConnection } from './connections.js';
import { stepConnectionId } from './step-connection.js';

type ConnectionQuery = { workspaceId: string; app: string; connectionId?: string };

/** Records whether a step's connection works (platform/src/connections/connection-health.ts). */
export type ConnectionHealth = {
  /** The app refused the connection's credentials: mark it failing and raise BROKEN_CONNECTION once. */
  failed(query: ConnectionQuery, failureReason: string): Promise<void>;
  /** The step succeeded: mark the connection working and resolve its BROKEN_CONNECTION. */
  worked(query: ConnectionQuery): Promise<void>;
};

const queryOf = (input: ActionActivityInput, connection: ResolvedConnection): ConnectionQuery => {
  const connectionId = connection.id ?? stepConnectionId(input);
  return { workspaceId: input.workspaceId, app: input.app, ...(connectionId === undefined ? {} : { connectionId }) };
};

/**
 * What a step's outcome says about the connection it used: only auth errors break it, any success
 * mends it. A step that used no connection (the HTTP utility, an app without auth) tells nothing.
 */
export async function reportConnectionHealth(health: ConnectionHealth | undefined, input: ActionActivityInput, connection: ResolvedConnection | undefined, error?: unknown): Promise<void> {
  if (!health || !connection) return;
  if (error === undefined) await health.worked(queryOf(input, connection));
  else if (error instanceof AuthError) await health.failed(queryOf(input, connection), error.message);
}
