import type { AuthKind } from '../api/types';

/** The secret fields a connection of each auth kind asks for (catalog/src/sdk/auth.ts); oauth2 goes through the provider. */
export const AUTH_FIELDS: Record<Exclude<AuthKind, 'oauth2'>, readonly string[]> = {
  none: [],
  token: ['token'],
  userSecret: ['user', 'secret'],
  userSecretToken: ['user', 'secret', 'token'],
  oauth1: ['consumerKey', 'consumerSecret', 'tokenKey', 'tokenSecret'],
};

/** The `auth` of a new connection from the form's values: null for apps without auth. */
export function authBody(kind: AuthKind, values: Readonly<Record<string, string>>): Record<string, string> | undefined {
  if (kind === 'oauth2' || kind === 'none') return undefined;
  return Object.fromEntries(AUTH_FIELDS[kind].map((field) => [field, values[field]?.trim() ?? '']));
}
