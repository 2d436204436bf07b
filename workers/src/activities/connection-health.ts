import { AuthError } from '@tandem/catalog/sdk';
import type { ActionActivityInput } from '@tandem/temporal';
import type { ResolvedConnection } from './connections.js';
import { stepConnectionId } from './step-connection.js';

type ConnectionQuery = { workspaceId: string; app: string; connectionId?: string };

/** Records whether a step's connection works (platform/src/connections/connection-health.ts). */
export type ConnectionHealth = {
  /** The app refused the connection's credentials: mark it failing and raise BROKEN_CONNECTION once; the run is noted as one it broke. */
  failed(query: ConnectionQuery, failureReason: string, runId?: string): Promise<void>;
  /** The step succeeded: mark the connection working and resolve its BROKEN_CONNECTION. */
  worked(query: ConnectionQuery): Promise<void>;
};

/** What a step did about connections: whether it looked one up, and the one it got. */
export type StepConnection = { lookedUp: boolean; connection?: ResolvedConnection };

const queryOf = (input: ActionActivityInput, connection: ResolvedConnection | undefined): ConnectionQuery => {
  const connectionId = connection?.id ?? stepConnectionId(input);
  return { workspaceId: input.workspaceId, app: input.app, ...(connectionId === undefined ? {} : { connectionId }) };
};

/**
 * What a step's outcome says about its connection: only auth errors break it (also one raised while
 * the connection was being opened, a refused token refresh say), any success mends the connection it
 * used unless it was working already. A step that looked up no connection (the generic HTTP action,
 * the HTTP utility) tells nothing.
 */
export async function reportConnectionHealth(health: ConnectionHealth | undefined, input: ActionActivityInput, step: StepConnection, error?: unknown): Promise<void> {
  if (!health || !step.lookedUp) return;
  if (error === undefined) {
    // A connection that was working when the step opened it has no BROKEN_CONNECTION open (one is
    // raised before the status turns failing): nothing to mend, and no round trip.
    if (step.connection && step.connection.testedStatus !== 'working') await health.worked(queryOf(input, step.connection));
  } else if (error instanceof AuthError) await health.failed(queryOf(input, step.connection), error.message, input.runId);
}
