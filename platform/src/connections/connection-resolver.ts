import type { Db } from '../db/index.js';
import type { ConnectionRow } from '../db/tables/connections.js';
import { type AuthOptions, usableAuth, usableConfig } from './connection-auth.js';
import { findConnection, listConnections } from './connections-repo.js';
import { createSecretBox } from './secret-box.js';

export type ConnectionQuery = { workspaceId: string; app: string; connectionId?: string };
/**
 * A connection's decrypted secret and config; `refresh` gets a new oauth2 access token (after a 401)
 * and gives the new secret; `testedStatus` is its status when it was opened.
 */
export type ResolvedConnection = { id: string; auth: unknown; config: unknown; refresh: () => Promise<unknown>; testedStatus: ConnectionRow['testedStatus'] };

/**
 * The named connection of the app; when none is named, the workspace's only one, or among several the
 * one its app settings name (`apps[app].defaultConnectionId`), never a guess.
 */
export async function queriedConnection(db: Db, query: ConnectionQuery): Promise<ConnectionRow | undefined> {
  if (query.connectionId !== undefined) {
    const row = await findConnection(db, query.workspaceId, query.connectionId);
    return row?.app === query.app ? row : undefined;
  }
  const rows = await listConnections(db, query.workspaceId, query.app);
  if (rows.length <= 1) return rows[0];
  const workspace = await db.selectFrom('workspaces').select('apps').where('id', '=', query.workspaceId).executeTakeFirst();
  const settings = workspace?.apps[query.app] as { defaultConnectionId?: unknown } | undefined;
  return rows.find((row) => row.id === settings?.defaultConnectionId);
}

/** What the workers' action activity asks for: a connection's decrypted secret and its config (credential fields opened). */
export function createConnectionResolver(db: Db, secretKey: string, options: AuthOptions = {}) {
  const box = createSecretBox(secretKey);
  return async (query: ConnectionQuery): Promise<ResolvedConnection | undefined> => {
    const row = await queriedConnection(db, query);
    return (
      row && {
        id: row.id,
        auth: await usableAuth(db, box, row, options),
        config: usableConfig(box, row),
        refresh: () => usableAuth(db, box, row, { ...options, force: true }),
        testedStatus: row.testedStatus,
      }
    );
  };
}
