import type { AuthData, AuthKind } from './auth.js';
import { AuthError } from './errors/auth-error.js';
import type { HttpAuth } from './http/http-auth.js';

/**
 * The HTTP auth an auth kind implies when the app does not say otherwise: oauth2 and token → bearer,
 * user + secret → basic, user + secret + token → bearer token, oauth1 → HMAC-SHA1 signing.
 */
export function defaultHttpAuth(kind: AuthKind, auth: AuthData<AuthKind>): HttpAuth {
  switch (kind) {
    case 'none':
      return { kind: 'none' };
    case 'oauth2': {
      const { accessToken } = auth as AuthData<'oauth2'>;
      if (!accessToken) throw new AuthError('The connection has no access token; reconnect the app');
      return { kind: 'bearer', token: accessToken };
    }
    case 'token':
      return { kind: 'bearer', token: (auth as AuthData<'token'>).token };
    case 'userSecret': {
      const { user, secret } = auth as AuthData<'userSecret'>;
      return { kind: 'basic', username: user, password: secret };
    }
    case 'userSecretToken':
      return { kind: 'bearer', token: (auth as AuthData<'userSecretToken'>).token };
    case 'oauth1': {
      const a = auth as AuthData<'oauth1'>;
      return { kind: 'oauth1', consumerKey: a.consumerKey, consumerSecret: a.consumerSecret, token: a.tokenKey, tokenSecret: a.tokenSecret };
    }
  }
}
