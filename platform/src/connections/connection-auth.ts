import { findApp } from '@tandem/catalog/apps';
import { AuthError, OAuth2AuthData } from '@tandem/catalog/sdk';
import type { Db } from '../db/index.js';
import type { ConnectionRow } from '../db/tables/connections.js';
import { openAuth, storeAuth } from './connections-repo.js';
import { type OAuth2Http, withFreshAccessToken } from './oauth2.js';
import { type Env, oauth2Provider } from './oauth2-providers.js';
import { type SecretBox, SecretBoxError } from './secret-box.js';
import { openSecretConfig } from './secret-config.js';

export type AuthOptions = OAuth2Http & { env?: Env };

/** A secret sealed with a key this server no longer has is a broken connection, not a retryable fault. */
function readable<T>(open: () => T): T {
  try {
    return open();
  } catch (error) {
    if (error instanceof SecretBoxError) throw new AuthError('The stored credentials cannot be read any more; reconnect the app', { cause: error });
    throw error;
  }
}

const openedAuth = (box: SecretBox, row: ConnectionRow): unknown => readable(() => openAuth(box, row));

/** The connection's config with its credential fields opened, for the connector. */
export function usableConfig(box: SecretBox, row: Pick<ConnectionRow, 'id' | 'app' | 'config'>): unknown {
  return readable(() => openSecretConfig(box, findApp(row.app), row.id, row.config));
}

/**
 * The connection's secret ready for a call: decrypted and, for oauth2, with a live access token
 * (refreshed on demand and stored sealed again). `force` refreshes even a live token (the connection test).
 */
export async function usableAuth(db: Db, box: SecretBox, row: ConnectionRow, options: AuthOptions & { force?: boolean } = {}): Promise<unknown> {
  const auth = openedAuth(box, row);
  const stored = findApp(row.app)?.authentication === 'oauth2' ? OAuth2AuthData.safeParse(auth) : undefined;
  const provider = stored?.success ? oauth2Provider(row.app, options.env) : undefined;
  if (!stored?.success || !provider) return auth;
  const fresh = await withFreshAccessToken(provider, stored.data, options);
  if (fresh !== stored.data) await storeAuth(db, box, row.id, fresh);
  return fresh;
}
