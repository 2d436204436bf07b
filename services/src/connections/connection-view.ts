import { findApp } from '@tandem/catalog/apps';
import type { ConnectionRow } from '@tandem/platform/db/tables/connections';
import { maskSecretConfig } from '@tandem/platform/connections/secret-config';
import type { Connection } from '../api/schemas/connections.js';

/** What an answer may show: never the secret, only whether there is one. */
export function connectionView(row: ConnectionRow): Connection {
  return {
    id: row.id,
    app: row.app,
    name: row.name,
    configurationStatus: row.configurationStatus,
    configIssues: row.configIssues,
    testedStatus: row.testedStatus,
    failureReason: row.failureReason,
    config: maskSecretConfig(findApp(row.app), row.config) as ConnectionRow['config'],
    userInfo: row.userInfo,
    hasAuth: row.authSealed !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
