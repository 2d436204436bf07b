import type { CatalogApp } from '@tandem/catalog/sdk';
import type { ConfigurationStatus } from '../db/tables/connections.js';
import { ApiError } from '../errors.js';

/**
 * Where a connection sends its credentials: the origin (scheme, host, port) of the app's base URL
 * for this config (a shop URL, a Shopify store, a Mailgun region, a Mailchimp data centre), `fixed`
 * for an app whose base URL does not depend on the config, and undefined while the config does not
 * parse (nothing is sent then).
 */
export function credentialDestination(app: CatalogApp, status: ConfigurationStatus, config: unknown): string | undefined {
  if (typeof app.baseUrl !== 'function') return 'fixed';
  if (status === 'usePreset') return 'preset';
  const parsed = app.config.safeParse(config ?? {});
  if (!parsed.success) return undefined;
  try {
    return new URL(app.baseUrl(parsed.data)).origin;
  } catch {
    return undefined;
  }
}

export const CREDENTIALS_REQUIRED_MESSAGE =
  'This change sends the credentials to another address: enter them again in the same request (the stored ones are never sent there)';

/**
 * Where the credentials may go after a change, or 400 credentials_required when the change would send
 * the stored ones somewhere else without new ones in the same request. The destination is the one
 * they were entered for; a config that does not parse sends nothing, so it may be stored, and the
 * first working config after credentials entered without one sets the destination.
 */
export function nextCredentialDestination(
  app: CatalogApp,
  stored: { destination: string | null; holdsSecrets: boolean },
  next: { status: ConfigurationStatus; config: unknown; newCredentials: boolean },
): string | null {
  const known = stored.destination ?? undefined;
  const to = credentialDestination(app, next.status, next.config);
  if (next.newCredentials || known === undefined) return to ?? null;
  if (stored.holdsSecrets && to !== undefined && to !== known) {
    throw new ApiError(400, 'credentials_required', CREDENTIALS_REQUIRED_MESSAGE, [{ path: ['body', 'auth'], message: CREDENTIALS_REQUIRED_MESSAGE }]);
  }
  return known;
}
