import { AuthError } from '@tandem/catalog/sdk';
import type { ActionActivityInput } from '@tandem/temporal';
import { stepConnectionId } from './step-connection.js';

type ConnectionQuery = { workspaceId: string; app: string; connectionId?: string };

/** Records whether a step's connection works (platform/src/connections/connection-health.ts). */
export type ConnectionHealth = {
  /** The app refused the connection's credentials: mark it failing and raise BROKEN_CONNECTION once. */
  failed(query: ConnectionQuery, failureReason: string): Promise<void>;
  /** The step succeeded: mark the connection working and resolve its BROKEN_CONNECTION. */
  worked(query: ConnectionQuery): Promise<void>;
};

const queryOf = (input: ActionActivityInput): ConnectionQuery => {
  const connectionId = stepConnectionId(input);
  return { workspaceId: input.workspaceId, app: input.app, ...(connectionId === undefined ? {} : { connectionId }) };
};

/** What a step's outcome says about its connection: only auth errors break it, any success mends it. */
export async function reportConnectionHealth(health: ConnectionHealth | undefined, input: ActionActivityInput, error?: unknown): Promise<void> {
  if (!health) return;
  if (error === undefined) await health.worked(queryOf(input));
  else if (error instanceof AuthError) await health.failed(queryOf(input), error.message);
}
