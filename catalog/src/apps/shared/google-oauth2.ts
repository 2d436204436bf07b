import type { AppOAuth2 } from '@tandem/catalog/sdk';

/**
 * Sign-in with Google for the scopes an app needs (short names: `adwords` for
 * `https://www.googleapis.com/auth/adwords`). All Google apps share one OAuth client
 * (`TANDEM_OAUTH_GOOGLE_CLIENT_ID`) and ask for offline access, so Google hands out a refresh token.
 */
export function googleOAuth2(...scopes: string[]): AppOAuth2 {
  return {
    clientFamily: 'google',
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    scopes: scopes.map((scope) => `https://www.googleapis.com/auth/${scope}`),
    authorizeParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
    clientAuth: 'body',
    refreshable: true,
  };
}
