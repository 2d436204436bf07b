import type { z } from 'zod';
import { authDataSchemas, type CatalogApp } from '@tandem/catalog/sdk';
import { badRequest, INVALID_INPUT_MESSAGE } from '../errors.js';
import type { ConfigIssue, ConfigurationStatus } from '../db/tables/connections.js';

export type CheckedConfig = { configurationStatus: ConfigurationStatus; config: unknown; configIssues: ConfigIssue[] };

const issuesOf = (error: z.ZodError, prefix: string[] = []): ConfigIssue[] =>
  error.issues.map((issue) => ({ path: [...prefix, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], message: issue.message }));

/**
 * The app's config schema decides (messages verbatim). A valid config is stored as parsed
 * (ids without dashes, URLs without trailing slashes); an invalid one as given, so it can be fixed.
 */
export function checkConfig(app: CatalogApp, config: unknown, usePreset = false): CheckedConfig {
  if (usePreset) return { configurationStatus: 'usePreset', config: config ?? {}, configIssues: [] };
  const parsed = app.config.safeParse(config ?? {});
  return parsed.success
    ? { configurationStatus: 'valid', config: parsed.data, configIssues: [] }
    : { configurationStatus: 'invalid', config: config ?? {}, configIssues: issuesOf(parsed.error) };
}

/**
 * The secret by the catalogue's schema of the app's auth kind. oauth2 secrets usually come from the
 * authorization flow, so they may be left out; apps without auth take none. Bad auth is a 400.
 */
export function checkAuth(app: CatalogApp, auth: unknown): unknown {
  const kind = app.authentication;
  if (auth === undefined && (kind === 'oauth2' || kind === 'none')) return null;
  const parsed = (authDataSchemas[kind] as z.ZodType).safeParse(auth);
  if (!parsed.success) throw badRequest(INVALID_INPUT_MESSAGE, issuesOf(parsed.error, ['body', 'auth']));
  return parsed.data;
}
