import type { CatalogApp } from '@tandem/catalog/sdk';

const MASK = '••••••••';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The config as answers show it: fields that are credentials masked, but for their last 4 characters. */
export function maskSecretConfig(app: Pick<CatalogApp, 'secretConfigFields'> | undefined, config: unknown): unknown {
  if (!isRecord(config) || !app?.secretConfigFields?.length) return config;
  const masked = { ...config };
  for (const field of app.secretConfigFields) {
    const value = masked[field];
    if (typeof value === 'string' && value) masked[field] = `${MASK}${value.slice(-4)}`;
  }
  return masked;
}

/** A config sent back with masked credential fields keeps the stored values of those fields. */
export function keepSecretConfig(app: Pick<CatalogApp, 'secretConfigFields'>, incoming: unknown, stored: unknown): unknown {
  if (!isRecord(incoming) || !isRecord(stored) || !app.secretConfigFields?.length) return incoming;
  const merged = { ...incoming };
  for (const field of app.secretConfigFields) {
    const value = merged[field];
    if (typeof value === 'string' && value.startsWith(MASK)) merged[field] = stored[field];
  }
  return merged;
}
