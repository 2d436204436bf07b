/**
 * A connection's decrypted secret and settings, as an action needs them; `id` keys its rate limit,
 * `refresh` gets a new oauth2 access token after a 401, and `testedStatus` is the connection's status
 * when it was opened (a step that succeeds on a working connection has nothing to mend).
 */
export type ResolvedConnection = { id?: string; auth: unknown; config: unknown; refresh?: () => Promise<unknown>; testedStatus?: string };

/** Finds the connection an action step names, within the run's workspace. */
export type ConnectionResolver = (query: {
  workspaceId: string;
  app: string;
  connectionId?: string;
}) => Promise<ResolvedConnection | undefined>;

/** Until a workspace has connections, only apps that need none can run. */
export const noConnections: ConnectionResolver = async () => undefined;
