import { z } from 'zod';

/** The kinds of authentication a connection may hold (docs/connector-sdk.md). */
export const AuthKind = z.enum(['oauth2', 'oauth1', 'token', 'userSecret', 'userSecretToken', 'none']);
export type AuthKind = z.infer<typeof AuthKind>;

/** oauth2: the stored refresh token; the worker adds a fresh access token before a call. */
export const OAuth2AuthData = z.object({
  refreshToken: z.string().min(1),
  accessToken: z.string().min(1).optional(),
  expiresAt: z.iso.datetime().optional(),
});
export type OAuth2AuthData = z.infer<typeof OAuth2AuthData>;

/** oauth1 (Magento integrations): consumer key and secret, access token and token secret. */
export const OAuth1AuthData = z.object({
  consumerKey: z.string().min(1),
  consumerSecret: z.string().min(1),
  tokenKey: z.string().min(1),
  tokenSecret: z.string().min(1),
});
export type OAuth1AuthData = z.infer<typeof OAuth1AuthData>;

/** token: a single API key. */
export const TokenAuthData = z.object({ token: z.string().min(1) });
export type TokenAuthData = z.infer<typeof TokenAuthData>;

/** user and secret (Shopware 5 username + API key, Shopware 6 access key id + secret, WooCommerce consumer key + secret). */
export const UserSecretAuthData = z.object({ user: z.string().min(1), secret: z.string().min(1) });
export type UserSecretAuthData = z.infer<typeof UserSecretAuthData>;

/** user, secret and token (Shopify API key, API secret key, Admin API access token). */
export const UserSecretTokenAuthData = z.object({
  user: z.string().min(1),
  secret: z.string().min(1),
  token: z.string().min(1),
});
export type UserSecretTokenAuthData = z.infer<typeof UserSecretTokenAuthData>;

/** none: nothing is stored. */
export const NoAuthData = z.null();
export type NoAuthData = z.infer<typeof NoAuthData>;

/** The auth data schema of each kind. */
export const authDataSchemas = {
  oauth2: OAuth2AuthData,
  oauth1: OAuth1AuthData,
  token: TokenAuthData,
  userSecret: UserSecretAuthData,
  userSecretToken: UserSecretTokenAuthData,
  none: NoAuthData,
} as const satisfies Record<AuthKind, z.ZodType>;

/** The resolved secret of a connection of the given kind. */
export type AuthData<K extends AuthKind> = z.infer<(typeof authDataSchemas)[K]>;
