import { findApp } from '@tandem/catalog/apps';
import type { AnyApp, AppOAuth2 } from '@tandem/catalog/sdk';

export type Env = Readonly<Record<string, string | undefined>>;

/** How Tandem talks to an app's OAuth2 authorization server: the app's `oauth2` and the server's client. */
export interface OAuth2Provider extends Omit<AppOAuth2, 'clientFamily'> {
  appId: string;
  clientId: string;
  clientSecret: string;
}

/** An app as far as its OAuth2 sign-in goes: its id and what its `app.ts` declares. */
export type OAuth2App = Pick<AnyApp, 'id' | 'oauth2'>;

const envKey = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]/g, '_');

/**
 * The provider of an oauth2 app, or undefined when the server has no client for it. Each setting may
 * be overridden by `TANDEM_OAUTH_<APPID>_AUTHORIZE_URL|TOKEN_URL|METADATA_URL|CLIENT_ID|CLIENT_SECRET`; client id
 * and secret also fall back to the family's (`TANDEM_OAUTH_GOOGLE_CLIENT_ID`), one client for all Google apps.
 */
export function oauth2Provider(appId: string, env: Env = process.env): OAuth2Provider | undefined {
  const app = findApp(appId);
  return app ? oauth2ProviderOf(app, env) : undefined;
}

/** The provider of an app of any catalogue (the app's `oauth2` and the server's client), or undefined. */
export function oauth2ProviderOf(app: OAuth2App, env: Env = process.env): OAuth2Provider | undefined {
  const appId = app.id;
  const base = app.oauth2;
  if (!base) return undefined;
  const { clientFamily: family, ...rest } = base;
  const setting = (name: string) => env[`TANDEM_OAUTH_${envKey(appId)}_${name}`] ?? (family ? env[`TANDEM_OAUTH_${envKey(family)}_${name}`] : undefined);
  const clientId = setting('CLIENT_ID');
  const clientSecret = setting('CLIENT_SECRET');
  if (!clientId || !clientSecret) return undefined;
  return {
    ...rest,
    appId,
    clientId,
    clientSecret,
    authorizeUrl: env[`TANDEM_OAUTH_${envKey(appId)}_AUTHORIZE_URL`] ?? rest.authorizeUrl,
    tokenUrl: env[`TANDEM_OAUTH_${envKey(appId)}_TOKEN_URL`] ?? rest.tokenUrl,
    ...(rest.metadata ? { metadata: { ...rest.metadata, url: env[`TANDEM_OAUTH_${envKey(appId)}_METADATA_URL`] ?? rest.metadata.url } } : {}),
  };
}

/**
 * The server settings still to set before users can connect an oauth2 app (its client id and secret,
 * Google's apps through the one Google client); empty when the server has its client, or the app
 * does not sign in with OAuth2. Names only: never a value.
 */
export function missingOAuth2Settings(app: OAuth2App, env: Env = process.env): string[] {
  const appId = app.id;
  const base = app.oauth2;
  if (!base || oauth2ProviderOf(app, env)) return [];
  const own = `TANDEM_OAUTH_${envKey(appId)}_`;
  const shared = base.clientFamily ? `TANDEM_OAUTH_${envKey(base.clientFamily)}_` : undefined;
  return ['CLIENT_ID', 'CLIENT_SECRET'].filter((name) => !(env[own + name] ?? (shared ? env[shared + name] : undefined))).map((name) => (shared ?? own) + name);
}
