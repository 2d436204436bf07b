import { secretConfigFields } from '@tandem/catalog/runtime';
import type { CatalogApp } from '@tandem/catalog/sdk';
import type { SecretBox } from './secret-box.js';

const MASK = '••••••••';

/** A credential config field as stored: sealed like the connection's secret, with its last 4 characters for the masked answer. */
type SealedField = { $sealed: string; last4: string };

type App = Pick<CatalogApp, 'config'> | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isSealed = (value: unknown): value is SealedField => isRecord(value) && typeof value.$sealed === 'string';
const fieldsOf = (app: App) => (app ? secretConfigFields(app.config) : []);
/** Binds a sealed field to its connection and its name, like the connection's secret is bound to its row. */
const contextOf = (connectionId: string, field: string) => `${connectionId}:config.${field}`;

function mapSecretFields(app: App, config: unknown, map: (value: unknown, field: string) => unknown): unknown {
  const fields = fieldsOf(app);
  if (!isRecord(config) || fields.length === 0) return config;
  const result = { ...config };
  for (const field of fields) if (field in result) result[field] = map(result[field], field);
  return result;
}

/** The config as stored: every credential field (declared with `secret()` in the app's config schema) sealed. */
export function sealSecretConfig(box: SecretBox, app: App, connectionId: string, config: unknown): unknown {
  return mapSecretFields(app, config, (value, field) =>
    typeof value === 'string' && value ? ({ $sealed: box.seal(value, contextOf(connectionId, field)), last4: value.slice(-4) } satisfies SealedField) : value,
  );
}

/** The stored config with its credential fields opened (for the connector and for checking changes). */
export function openSecretConfig(box: SecretBox, app: App, connectionId: string, config: unknown): unknown {
  return mapSecretFields(app, config, (value, field) => (isSealed(value) ? box.open(value.$sealed, contextOf(connectionId, field)) : value));
}

/** The config as answers show it: credential fields masked, but for their last 4 characters. */
export function maskSecretConfig(app: App, config: unknown): unknown {
  return mapSecretFields(app, config, (value) => {
    if (isSealed(value)) return `${MASK}${value.last4}`;
    return typeof value === 'string' && value ? `${MASK}${value.slice(-4)}` : value;
  });
}

/** A config sent back with masked credential fields keeps the stored (opened) values of those fields. */
export function keepSecretConfig(app: App, incoming: unknown, stored: unknown): unknown {
  if (!isRecord(stored)) return incoming;
  return mapSecretFields(app, incoming, (value, field) => (typeof value === 'string' && value.startsWith(MASK) ? stored[field] : value));
}

/** Whether the stored config holds a sealed credential field. */
export function hasSealedConfig(app: App, config: unknown): boolean {
  return isRecord(config) && fieldsOf(app).some((field) => isSealed(config[field]));
}

/** Whether an incoming config sends a masked credential field back (to keep the stored value). */
export function keepsMaskedSecret(app: App, incoming: unknown): boolean {
  return isRecord(incoming) && fieldsOf(app).some((field) => typeof incoming[field] === 'string' && (incoming[field] as string).startsWith(MASK));
}
