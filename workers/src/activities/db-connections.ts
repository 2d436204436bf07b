import { createConnectionResolver } from '@tandem/services/connections';
import type { Db } from '@tandem/services/db';
import type { ConnectionResolver } from './connections.js';

/** Connections from the platform database, secrets opened with `CONNECTION_SECRET_KEY` (services/src/connections). */
export const dbConnections = (db: Db, secretKey: string): ConnectionResolver => createConnectionResolver(db, secretKey);
