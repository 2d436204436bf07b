import { z } from 'zod';
import { type AuthData, authDataSchemas, type AuthKind } from '../auth.js';
import { defaultHttpAuth } from '../default-http-auth.js';
import { type AnyApp, type AppAccount, type AppCall, appBaseUrl } from '../define-app.js';
import { readAppSettings } from '../app-settings.js';
import { AuthError } from '../errors/auth-error.js';
import { NonRetryableError } from '../errors/non-retryable-error.js';
import type { BaseUrlOverrides } from '../http/base-url.js';
import type { EgressOptions } from '../http/egress-connect.js';
import { egressKey } from '../http/egress-policy.js';
import type { HttpAuth } from '../http/http-auth.js';
import { createHttpClient, type HttpClientOptions } from '../http/http-client.js';
import { type ActionLogger, silentLogger } from '../logger.js';
import { exchangedToken, tokenCacheKey } from './token-cache.js';

/** How the engine calls an app: the connection, the environment and the worker's hooks. */
export interface AppCallOptions {
  /** The connection's decrypted secret (`null` for apps without auth). */
  auth?: unknown;
  /** The connection's config (`{}` when the app has none). */
  config?: unknown;
  /** The activity's cancellation signal. */
  signal?: AbortSignal;
  log?: ActionLogger;
  /** Test overrides of base URLs by app id. */
  baseUrlOverrides?: BaseUrlOverrides;
  /** Read for `TANDEM_BASE_URL_<APPID>` and the app's operator settings (`TANDEM_APP_<APPID>_…`); default `process.env`. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Default timeout of each HTTP request in ms. */
  timeoutMs?: number;
  /** Resolver and connector of the egress policy (tests stub them). */
  egress?: EgressOptions;
  /** Waits for the account's share of the app's rate limit before each request (the worker's limiter). */
  throttle?: (signal: AbortSignal) => Promise<void>;
  /** oauth2: refreshes the access token after a 401 and gives the new auth data (the worker's token store). */
  refreshAuth?: () => Promise<unknown>;
  /**
   * An app that calls the platform itself (`callsOwnPlatform`) needs no connection: the worker gives it
   * a token of the platform's API that reaches only the run's workspace, sent as a bearer token.
   */
  platformToken?: string;
}

function parsedAuth(app: AnyApp, raw: unknown): AuthData<AuthKind> {
  const schema: z.ZodType = authDataSchemas[app.authentication as AuthKind];
  const auth = schema.safeParse(raw ?? null);
  if (!auth.success) throw new AuthError(`The ${app.name} connection has missing or incomplete credentials; reconnect it`);
  return auth.data as AuthData<AuthKind>;
}

/**
 * Parses the connection (auth, config) and the operator settings of an app and builds its HTTP client
 * with base URL, decoration, auth (token exchange, refresh after a 401), error classifier and rate limit.
 */
export function prepareAppCall(app: AnyApp, options: AppCallOptions, configSchema: z.ZodType = app.config): AppCall {
  const auth = parsedAuth(app, options.auth);
  const configResult = configSchema.safeParse(options.config ?? {});
  if (!configResult.success) {
    throw new NonRetryableError(`The ${app.name} connection settings are invalid: ${z.prettifyError(configResult.error)}`);
  }
  const config: unknown = configResult.data;
  const env = options.env ?? process.env;
  const settings = readAppSettings(app, env);
  const decoration = app.decorate?.({ config, settings }) ?? {};
  const signal = options.signal ?? new AbortController().signal;
  const baseUrl = appBaseUrl(app, config);
  const ownPlatform = app.callsOwnPlatform && baseUrl !== undefined ? [egressKey(new URL(baseUrl))] : [];
  const common: HttpClientOptions = {
    appId: app.id,
    baseUrl,
    headers: { ...app.headers, ...decoration.headers },
    query: decoration.query,
    baseUrlOverrides: options.baseUrlOverrides,
    env,
    signal,
    timeoutMs: options.timeoutMs,
    egress: { ...options.egress, allow: [...(options.egress?.allow ?? []), ...ownPlatform] },
  };

  let current = auth;
  const httpAuthOf = (data: AuthData<AuthKind>): HttpAuth => (app.httpAuth ? app.httpAuth(data, config) : defaultHttpAuth(app.authentication, data));
  let authorize: ((fresh: boolean) => Promise<HttpAuth>) | undefined;
  if (app.tokenExchange) {
    const exchange = app.tokenExchange;
    // Operator settings may be the credentials (Pipedream's project client): a changed one exchanges anew.
    const key = tokenCacheKey(app.id, [auth, settings], config);
    const plain = createHttpClient({ ...common, classifyError: app.classifyError });
    authorize = async (fresh) => ({ kind: 'bearer', token: await exchangedToken(key, fresh, () => exchange({ auth, config, settings, http: plain })) });
  } else if (options.refreshAuth && app.authentication === 'oauth2') {
    const refresh = options.refreshAuth;
    authorize = async (fresh) => {
      if (fresh) current = parsedAuth(app, await refresh());
      return httpAuthOf(current);
    };
  }
  const platform: HttpAuth | undefined = app.callsOwnPlatform && options.platformToken ? { kind: 'bearer', token: options.platformToken } : undefined;
  const http = createHttpClient({
    ...common,
    ...(authorize ? { authorize } : { auth: platform ?? httpAuthOf(auth) }),
    classifyError: app.classifyError,
    throttle: options.throttle,
  });
  return { auth, config, settings, http, signal, log: options.log ?? silentLogger };
}

/** Runs an app's connection test; throws `Error` when the app declares none. */
export async function runAppTest(app: AnyApp, options: AppCallOptions): Promise<void> {
  if (!app.test) throw new Error(`The app ${app.id} has no connection test`);
  await app.test(prepareAppCall(app, options));
}

/**
 * Lists the accounts a connection reaches (the app's `listAccounts`); the account field may still be
 * empty, since the list is how it gets filled. Throws `Error` when the app cannot list accounts.
 */
export async function runListAccounts(app: AnyApp, options: AppCallOptions): Promise<AppAccount[]> {
  if (!app.listAccounts || !app.accountField) throw new Error(`The app ${app.id} cannot list accounts`);
  const mask: Record<string, true> = { [app.accountField]: true };
  const schema: z.ZodType = app.config instanceof z.ZodObject ? app.config.partial(mask) : app.config;
  const call = prepareAppCall(app, options, schema);
  return app.listAccounts({ ...call, config: call.config as Record<string, unknown> });
}
