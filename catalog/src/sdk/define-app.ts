import type { z } from 'zod';
import type { AuthData, AuthKind } from './auth.js';
import type { HttpAuth } from './http/http-auth.js';

/** Use-case and feature capabilities an app offers in the catalogue. */
export type AppCapability = 'actions' | 'triggers' | 'changeWatch' | 'reports' | 'feeds' | 'customRequest' | 'notifications';

export interface AppRateLimit {
  /** Requests per second the API allows for one account (the app task queue's activity rate). */
  requestsPerSecond: number;
  /** Calls in flight at once. */
  maxConcurrent: number;
}

export interface AppTutorial {
  /** How to connect the app, shown next to the connection form (markdown). */
  connect?: string;
  /** What the app is good for in flows (markdown). */
  usage?: string;
}

/** An app of the catalogue (seed 000 §1 entry fields plus what the engine needs). */
export interface AppDefinition<K extends AuthKind = AuthKind, C extends z.ZodType = z.ZodType> {
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
  /** The connection config schema (validation messages of seed 000 §5); credential fields are declared with `secret()`. */
  config: C;
  /** How the HTTP client authenticates with the connection's secret; default per auth kind. */
  httpAuth?: (auth: AuthData<K>, config: z.output<C>) => HttpAuth;
  /** Headers sent with every call (API version headers). */
  headers?: Record<string, string>;
}

/** Any app, whatever its auth kind and config. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyApp = AppDefinition<AuthKind, any>;

/** Declares an app; the literal types of auth kind and config schema are kept for its actions. */
export function defineApp<K extends AuthKind, C extends z.ZodType>(app: AppDefinition<K, C>): AppDefinition<K, C> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(app.id)) throw new Error(`App id "${app.id}" must be kebab-case`);
  return Object.freeze(app);
}

/** The app's base URL for a parsed connection config. */
export function appBaseUrl<K extends AuthKind, C extends z.ZodType>(app: AppDefinition<K, C>, config: z.output<C>): string | undefined {
  return typeof app.baseUrl === 'function' ? app.baseUrl(config) : app.baseUrl;
}
