/**
 * How an app's users sign in with OAuth2: the vendor's endpoints and the scopes the app's actions
 * need. Declared by the app (`defineApp({ oauth2 })`); the platform adds the client id and secret from
 * the operator's settings (`TANDEM_OAUTH_<APP>_CLIENT_ID`, see docs/security.md).
 */
export interface AppOAuth2 {
  authorizeUrl: string;
  tokenUrl: string;
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
  metadata?: OAuth2ConnectMetadata;
  /**
   * Apps of one vendor that share one OAuth client (`google`): the client id and secret may be set
   * once as `TANDEM_OAUTH_<FAMILY>_CLIENT_ID|CLIENT_SECRET`.
   */
  clientFamily?: string;
}

/** A provider's metadata endpoint (`Authorization: OAuth <access token>`) and the config it gives. */
export interface OAuth2ConnectMetadata {
  url: string;
  config: (body: unknown) => Record<string, unknown> | undefined;
}
