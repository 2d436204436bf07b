import type { AnyApp, AuthKind } from '@tandem/catalog/sdk';

/** A credential the connection form asks for: the auth data's field and how the app's own console names it. */
export type CredentialField = { key: string; label: string };

/** What each auth kind stores (catalog/src/sdk/auth.ts), in the order the form asks; oauth2 goes through the provider. */
const fieldsOf: Record<AuthKind, readonly string[]> = {
  oauth2: [],
  none: [],
  token: ['token'],
  userSecret: ['user', 'secret'],
  userSecretToken: ['user', 'secret', 'token'],
  oauth1: ['consumerKey', 'consumerSecret', 'tokenKey', 'tokenSecret'],
};

const defaults: Record<string, string> = {
  token: 'API Key',
  user: 'User',
  secret: 'Secret',
  consumerKey: 'Consumer Key',
  consumerSecret: 'Consumer Secret',
  tokenKey: 'Access Token',
  tokenSecret: 'Access Token Secret',
};

/** The credentials a connection of this app asks for, labelled as the app names them (its `credentialLabels`). */
export function credentialFields(app: Pick<AnyApp, 'authentication' | 'credentialLabels'>): CredentialField[] {
  return fieldsOf[app.authentication].map((key) => ({ key, label: app.credentialLabels?.[key] ?? defaults[key] ?? key }));
}
