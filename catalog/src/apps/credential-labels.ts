import type { AuthKind } from '../sdk/auth.js';

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

/** The names each app gives its credentials. */
const byApp: Record<string, Record<string, string>> = {
  shopware5: { user: 'Username', secret: 'API Key' },
  shopware6: { user: 'Access Key ID', secret: 'Secret Access Key' },
  woocommerce: { user: 'Consumer Key', secret: 'Consumer Secret' },
  shopify: { user: 'API Key', secret: 'API Secret Key', token: 'Admin API Access Token' },
};

/** The credentials a connection of this app asks for, labelled as the app names them. */
export function credentialFields(appId: string, kind: AuthKind): CredentialField[] {
  return fieldsOf[kind].map((key) => ({ key, label: byApp[appId]?.[key] ?? defaults[key] ?? key }));
}
