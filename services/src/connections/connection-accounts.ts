import { findApp } from '@tandem/catalog/apps';
import { type AppAccount, isConnectorError } from '@tandem/catalog/sdk';
import { type BaseUrlOverrides, runListAccounts } from '@tandem/catalog/runtime';
import { badRequest, conflict } from '@tandem/platform/errors';
import type { Db } from '@tandem/platform/db';
import type { ConnectionRow } from '@tandem/platform/db/tables/connections';
import { type AuthOptions, usableAuth, usableConfig } from '@tandem/platform/connections/connection-auth';
import type { SecretBox } from '@tandem/platform/connections/secret-box';

export type AccountsOptions = AuthOptions & { baseUrlOverrides?: BaseUrlOverrides };

/**
 * The accounts a connection reaches (the ads accounts after signing in), read with its live credentials
 * like the connection test. 400 when the app cannot list accounts; a connector error (refused token,
 * missing access) answers 409 with its message, which never holds a secret.
 */
export async function connectionAccounts(db: Db, box: SecretBox, row: ConnectionRow, options: AccountsOptions = {}): Promise<AppAccount[]> {
  const app = findApp(row.app);
  if (!app?.listAccounts) throw badRequest(`${app?.name ?? row.app} cannot list the accounts of a connection`);
  try {
    const auth = await usableAuth(db, box, row, options);
    return await runListAccounts(app, { auth, config: usableConfig(box, row), env: options.env, baseUrlOverrides: options.baseUrlOverrides });
  } catch (error) {
    if (isConnectorError(error)) throw conflict(error.message);
    throw error;
  }
}
