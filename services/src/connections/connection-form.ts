import { z } from 'zod';
import { credentialFields } from '@tandem/catalog/apps';
import { secretConfigFields } from '@tandem/catalog/runtime';
import type { CatalogApp } from '@tandem/catalog/sdk';
import { type Env, missingOAuth2Settings } from '@tandem/platform/connections/oauth2-providers';
import type { ConnectionForm } from '../api/schemas/catalog.js';

/**
 * What a connection of the app asks for, all of it from the app's folder: the credentials of its auth
 * kind labelled as the app names them, its config schema, and for OAuth2 apps the server settings
 * still missing.
 */
export function connectionFormOf(entry: CatalogApp, env: Env = process.env): ConnectionForm {
  return {
    app: entry.id,
    authentication: entry.authentication,
    credentials: credentialFields(entry),
    config: z.toJSONSchema(entry.config, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>,
    secretConfigFields: secretConfigFields(entry.config),
    accountField: entry.accountField ?? null,
    missingServerSettings: missingOAuth2Settings(entry, env),
  };
}
