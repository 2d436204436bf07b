import { createConnectionResolver } from '@tandem/platform/connections';
import type { Db } from '@tandem/platform/db';
import type { ConnectionResolver } from './connections.js';

/** Connections from the platform database, secrets opened with `CONNECTION_SECRET_KEY` (platform/src/connections). */
export const dbConnections = (db: Db, secretKey: string): ConnectionResolver => createConnectionResolver(db, secretKey);
