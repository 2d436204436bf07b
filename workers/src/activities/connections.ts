/** A connection's decrypted secret and settings, as an action needs them. */
export type ResolvedConnection = { auth: unknown; config: unknown };

/** Finds the connection an action step names, within the run's workspace. */
export type ConnectionResolver = (query: {
  workspaceId: string;
  app: string;
  connectionId?: string;
}) => Promise<ResolvedConnection | undefined>;

/** Until a workspace has connections, only apps that need none can run. */
export const noConnections: ConnectionResolver = async () => undefined;
