import { z } from 'zod';
import type { AnyApp } from './define-app.js';
import { NonRetryableError } from './errors/non-retryable-error.js';

type Env = Readonly<Record<string, string | undefined>>;

const snake = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();

/** The environment variable of an operator setting: app `google-ads`, field `developerToken` → `TANDEM_APP_GOOGLE_ADS_DEVELOPER_TOKEN`. */
export function appSettingEnvName(appId: string, field: string): string {
  return `TANDEM_APP_${snake(appId)}_${snake(field)}`;
}

type SettingsOwner = Pick<AnyApp, 'id' | 'settings' | 'settingsOf'>;

function settingsShape(app: SettingsOwner): Record<string, z.ZodType> {
  if (app.settings === undefined) return {};
  if (!(app.settings instanceof z.ZodObject)) throw new Error(`The settings of app ${app.id} must be a zod object`);
  return app.settings.shape as Record<string, z.ZodType>;
}

/** An operator setting as the docs list it. */
export interface AppSettingInfo {
  appId: string;
  field: string;
  envName: string;
  required: boolean;
  description: string | undefined;
}

/** The operator settings an app declares, with their environment variables. */
export function appSettingsInfo(app: SettingsOwner): AppSettingInfo[] {
  return Object.entries(settingsShape(app)).map(([field, schema]) => ({
    appId: app.id,
    field,
    envName: appSettingEnvName(app.settingsOf ?? app.id, field),
    required: !schema.safeParse(undefined).success,
    description: schema.description,
  }));
}

/**
 * Reads and parses an app's operator settings from the environment (empty values count as unset).
 * A missing or invalid one is an operator's mistake: not retryable, and its message names the
 * variables, never their values.
 */
export function readAppSettings(app: SettingsOwner & Pick<AnyApp, 'name'>, env: Env): unknown {
  const owner = app.settingsOf ?? app.id;
  const shape = settingsShape(app);
  if (app.settings === undefined) return {};
  const raw = Object.fromEntries(
    Object.keys(shape).map((field) => {
      const value = env[appSettingEnvName(owner, field)];
      return [field, value === undefined || value.trim() === '' ? undefined : value.trim()];
    }),
  );
  const parsed = (app.settings as z.ZodType).safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
  const names = fields.map((field) => appSettingEnvName(owner, field)).join(', ');
  throw new NonRetryableError(`Tandem is not set up for ${app.name} yet: the operator must set ${names}`);
}
