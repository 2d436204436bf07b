import type { z } from 'zod';
import type { AppOAuth2 } from './app-oauth2.js';
import type { AuthData, AuthKind } from './auth.js';
import type { ErrorClassifier } from './http/error-class.js';
import type { HttpAuth } from './http/http-auth.js';
import type { HttpClient, QueryParams } from './http/http-types.js';
import type { ActionLogger } from './logger.js';

/** Use-case and feature capabilities an app offers in the catalogue. */
export type AppCapability = 'actions' | 'triggers' | 'changeWatch' | 'reports' | 'feeds' | 'customRequest' | 'notifications';

export interface AppRateLimit {
  /** Requests per second the API allows for one account (connection): the workers' shared rate limiter keeps each account to it. */
  requestsPerSecond: number;
  /** Calls in flight at once per worker (the app task queue's concurrency). */
  maxConcurrent: number;
}

export interface AppTutorial {
  /** How to connect the app, shown next to the connection form (markdown). */
  connect?: string;
  /** What the app is good for in flows (markdown). */
  usage?: string;
}

/** Headers and query parameters an app adds to every request. */
export interface RequestDecoration {
  headers?: Record<string, string>;
  query?: QueryParams;
}

/** What an app's hooks know of the call: the connection's parsed config and the operator's settings. */
export interface AppCallSettings<C extends z.ZodType = z.ZodType, S extends z.ZodType = z.ZodType> {
  config: z.output<C>;
  settings: z.output<S>;
}

/** A ready call of an app: what the connection test and every action get. */
export interface AppCall<K extends AuthKind = AuthKind, C extends z.ZodType = z.ZodType, S extends z.ZodType = z.ZodType> extends AppCallSettings<C, S> {
  auth: AuthData<K>;
  /** Base URL, auth, decoration, error classifier and rate limit applied. */
  http: HttpClient;
  signal: AbortSignal;
  log: ActionLogger;
}

/** A token an exchange gave: sent as a bearer token until it expires. */
export interface ExchangedToken {
  accessToken: string;
  /** Lifetime in seconds; without one the token is kept for the worker's lifetime (until a 401). */
  expiresInSeconds?: number;
}

/** What a token exchange gets: an HTTP client with the app's base URL, decoration and egress policy but no auth. */
export interface TokenExchangeCall<K extends AuthKind = AuthKind, C extends z.ZodType = z.ZodType, S extends z.ZodType = z.ZodType>
  extends AppCallSettings<C, S> {
  auth: AuthData<K>;
  http: HttpClient;
}

/** An account the connection's credentials reach (an ads account after signing in). */
export interface AppAccount {
  id: string;
  name: string;
}

/** What listing the accounts gets: a ready call whose config may still lack the account field. */
export type AccountListCall<K extends AuthKind = AuthKind, C extends z.ZodType = z.ZodType, S extends z.ZodType = z.ZodType> = Omit<AppCall<K, C, S>, 'config'> & {
  config: Partial<z.output<C>>;
};

/** An app of the catalogue (entry fields plus what the engine needs). */
export interface AppDefinition<K extends AuthKind = AuthKind, C extends z.ZodType = z.ZodType, S extends z.ZodType = z.ZodType> {
  /** Stable kebab-case id: definitions, task queues (`app.<id>`), URLs. */
  id: string;
  name: string;
  shortName: string;
  secondaryName?: string;
  description: string;
  /** The real service behind the app (apps.md). */
  service: string;
  authentication: K;
  /** Whether the connection has a config form. */
  configurable: boolean;
  skipConfigureAfterConnect?: boolean;
  capabilities: readonly AppCapability[];
  premium: boolean;
  eCommerceRelevant: boolean;
  connectGuideLink?: string;
  tutorial: AppTutorial;
  /** The API's base URL; may depend on the connection config (shop URL, region). */
  baseUrl?: string | ((config: z.output<C>) => string);
  /**
   * The app calls Tandem's own API at the operator's public URL (never one from the connection), so
   * the egress policy lets exactly that base URL's host:port through for this app's actions only.
   */
  callsOwnPlatform?: boolean;
  rateLimit?: AppRateLimit;
  /** The connection config schema (its validation messages reach the user as they are); credential fields are declared with `secret()`. */
  config: C;
  /** How the HTTP client authenticates with the connection's secret; default per auth kind. */
  httpAuth?: (auth: AuthData<K>, config: z.output<C>) => HttpAuth;
  /** Headers sent with every call (API version headers). */
  headers?: Record<string, string>;
  /**
   * Operator settings the app needs (a zod object): each field `fooBar` is read from the environment
   * variable `TANDEM_APP_<APP_ID>_FOO_BAR` by the worker at each call (see `app-settings.ts`), never
   * stored in a connection, a flow, a history or an answer.
   */
  settings?: S;
  /** Reads the operator settings under another app's id (one developer token for both Google Ads apps). */
  settingsOf?: string;
  /** Headers and query parameters of every request, computed from the connection's config and the operator's settings. */
  decorate?: (call: AppCallSettings<C, S>) => RequestDecoration;
  /** Reads every answer before the status does (throttling with HTTP 200 or 400, permissions, validation messages). */
  classifyError?: ErrorClassifier;
  /**
   * Exchanges the connection's credentials for a bearer token (client credentials, token exchange);
   * the token is cached per connection until it expires and exchanged again once after a 401.
   */
  tokenExchange?: (call: TokenExchangeCall<K, C, S>) => Promise<ExchangedToken>;
  /** The connection test: a cheap authenticated read; it throws a connector error when the connection does not work. */
  test?: (call: AppCall<K, C, S>) => Promise<void>;
  /** Lists the accounts the connection reaches, so the config form offers them to pick from (needs `accountField`). */
  listAccounts?: (call: AccountListCall<K, C, S>) => Promise<AppAccount[]>;
  /** The config field a picked account's id fills. */
  accountField?: keyof z.output<C> & string;
  /** Sign-in with OAuth2 (required for, and only for, `authentication: 'oauth2'`): endpoints and scopes. */
  oauth2?: AppOAuth2;
  /** How the vendor's console names the credentials the connection form asks for (`{ secret: 'API Key' }`). */
  credentialLabels?: Readonly<Record<string, string>>;
  /**
   * The worker pool group that serves the app's task queue (`WORKER_POOLS=<pool>`; docker-compose.yml
   * runs one service per group). Apps without one are served by the `other` pool.
   */
  pool?: string;
  /** Whether the public site names the app among its integrations (default true; Tandem's built-in apps say false). */
  listedOnSite?: boolean;
}

/** Pool names that are not app groups: the interpreter's queue, every app no group names, everything. */
export const RESERVED_POOLS: readonly string[] = ['flows', 'other', 'all'];

/** Any app, whatever its auth kind and config. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyApp = AppDefinition<AuthKind, any, any>;

/** Declares an app; the literal types of auth kind and config schema are kept for its actions. */
export function defineApp<K extends AuthKind, C extends z.ZodType, S extends z.ZodType = z.ZodObject<Record<never, z.ZodType>>>(app: AppDefinition<K, C, S>): AppDefinition<K, C, S> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(app.id)) throw new Error(`App id "${app.id}" must be kebab-case`);
  if ((app.listAccounts === undefined) !== (app.accountField === undefined)) throw new Error(`App "${app.id}" must declare listAccounts and accountField together`);
  if ((app.authentication === 'oauth2') !== (app.oauth2 !== undefined)) throw new Error(`App "${app.id}" must declare oauth2 (endpoints and scopes) exactly when it signs in with OAuth2`);
  if (app.pool !== undefined && (!/^[a-z][a-z0-9-]*$/.test(app.pool) || RESERVED_POOLS.includes(app.pool))) {
    throw new Error(`App "${app.id}": pool "${app.pool}" must be a kebab-case name other than ${RESERVED_POOLS.join(', ')}`);
  }
  return Object.freeze(app);
}

/** The app's base URL for a parsed connection config. */
export function appBaseUrl<K extends AuthKind, C extends z.ZodType, S extends z.ZodType>(app: AppDefinition<K, C, S>, config: z.output<C>): string | undefined {
  return typeof app.baseUrl === 'function' ? app.baseUrl(config) : app.baseUrl;
}
