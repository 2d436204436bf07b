export type Env = Readonly<Record<string, string | undefined>>;

/** How Tandem talks to an app's OAuth2 authorization server. */
export interface OAuth2Provider {
  appId: string;
  authorizeUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: readonly string[];
  /** Extra authorization parameters (Google needs offline access to hand out a refresh token). */
  authorizeParams?: Readonly<Record<string, string>>;
  /** Client credentials in an HTTP basic header (Klaviyo) or in the form body. */
  clientAuth: 'basic' | 'body';
  /**
   * Whether access tokens expire and are refreshed. Meta (60-day tokens), Mailchimp and ClickUp hand
   * out long-lived access tokens without a refresh token: that token is stored as the refresh token.
   */
  refreshable: boolean;
  /**
   * Where the account's details are read once at connect time, with what they give the connection's
   * config (Mailchimp's data centre: the API host differs per account and has no default).
   */
  metadata?: ConnectMetadata;
}

/** A provider's metadata endpoint (`Authorization: OAuth <access token>`) and the config it gives. */
export interface ConnectMetadata {
  url: string;
  config: (body: unknown) => Record<string, unknown> | undefined;
}

type ProviderDefaults = Omit<OAuth2Provider, 'appId' | 'clientId' | 'clientSecret'> & { family?: string };

const google = (...scopes: string[]): ProviderDefaults => ({
  family: 'google',
  authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  scopes: scopes.map((scope) => `https://www.googleapis.com/auth/${scope}`),
  authorizeParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
  clientAuth: 'body',
  refreshable: true,
});

/** The real endpoints of the oauth2 apps of the catalogue. */
const defaults: Record<string, ProviderDefaults> = {
  // Its product updates change the Shopping products in the linked Merchant Center account (Merchant API).
  'google-ads': google('adwords', 'content'),
  'google-ads-manager': google('adwords'),
  'google-analytics': google('analytics.readonly'),
  'google-merchant-center': google('content'),
  // Submitting sitemaps needs the full scope; Google refuses a read-only grant with 403.
  'google-search-console': google('webmasters'),
  'google-sheets': google('spreadsheets'),
  'meta-ads': {
    authorizeUrl: 'https://www.facebook.com/v26.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v26.0/oauth/access_token',
    scopes: ['ads_read', 'ads_management', 'business_management'],
    clientAuth: 'body',
    refreshable: false,
  },
  klaviyo: {
    authorizeUrl: 'https://www.klaviyo.com/oauth/authorize',
    tokenUrl: 'https://a.klaviyo.com/oauth/token',
    scopes: [
      'accounts:read', 'campaigns:read', 'events:read', 'events:write', 'lists:read', 'lists:write', 'metrics:read', 'profiles:read',
      'profiles:write', 'segments:read', 'subscriptions:write',
    ],
    clientAuth: 'basic',
    refreshable: true,
  },
  mailchimp: {
    authorizeUrl: 'https://login.mailchimp.com/oauth2/authorize',
    tokenUrl: 'https://login.mailchimp.com/oauth2/token',
    scopes: [],
    clientAuth: 'body',
    refreshable: false,
    metadata: {
      url: 'https://login.mailchimp.com/oauth2/metadata',
      config: (body) => {
        const dc = (body as { dc?: unknown } | null)?.dc;
        return typeof dc === 'string' && dc !== '' ? { dataCenter: dc } : undefined;
      },
    },
  },
  clickup: {
    authorizeUrl: 'https://app.clickup.com/api',
    tokenUrl: 'https://api.clickup.com/api/v2/oauth/token',
    scopes: [],
    clientAuth: 'body',
    refreshable: false,
  },
};

const envKey = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]/g, '_');

/**
 * The provider of an oauth2 app, or undefined when the server has no client for it. Each setting may
 * be overridden by `TANDEM_OAUTH_<APPID>_AUTHORIZE_URL|TOKEN_URL|METADATA_URL|CLIENT_ID|CLIENT_SECRET`; client id
 * and secret also fall back to the family's (`TANDEM_OAUTH_GOOGLE_CLIENT_ID`), one client for all Google apps.
 */
export function oauth2Provider(appId: string, env: Env = process.env): OAuth2Provider | undefined {
  const base = defaults[appId];
  if (!base) return undefined;
  const { family, ...rest } = base;
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
export function missingOAuth2Settings(appId: string, env: Env = process.env): string[] {
  const base = defaults[appId];
  if (!base || oauth2Provider(appId, env)) return [];
  const own = `TANDEM_OAUTH_${envKey(appId)}_`;
  const shared = base.family ? `TANDEM_OAUTH_${envKey(base.family)}_` : undefined;
  return ['CLIENT_ID', 'CLIENT_SECRET'].filter((name) => !(env[own + name] ?? (shared ? env[shared + name] : undefined))).map((name) => (shared ?? own) + name);
}
