import type { z } from 'zod';
import type { AuthData, AuthKind } from './auth.js';
import type { AnyApp, AppDefinition } from './define-app.js';
import type { HttpClient } from './http/http-types.js';
import type { ActionLogger } from './logger.js';

export { DEFAULT_ACTION_TIMEOUT, needsIdempotencyKey } from '../retry/retry-policy.js';

/** What `run` receives. */
export interface ActionContext<A extends AnyApp, I> {
  /** The input, parsed by the action's input schema (defaults applied). */
  input: I;
  /** The resolved secret of the connection, typed by the app's auth kind. */
  auth: A extends AppDefinition<infer K, z.ZodType> ? AuthData<K> : never;
  /** The connection config, parsed by the app's config schema. */
  config: A extends AppDefinition<AuthKind, infer C> ? z.output<C> : never;
  /** The operator's settings of the app (from the environment; never put them in an output or a message). */
  settings: A extends AppDefinition<AuthKind, z.ZodType, infer S> ? z.output<S> : never;
  /** HTTP client with the app's base URL and auth applied. */
  http: HttpClient;
  /** Present when the engine gives one (a mutating action that is not idempotent, or a derived key). */
  idempotencyKey: string | undefined;
  /** Aborts when the activity is cancelled or times out. */
  signal: AbortSignal;
  log: ActionLogger;
  /** The run's workspace, when the engine runs the action (the product's own actions act only on it). */
  workspaceId?: string;
}

export interface ReplacedBy {
  /** The id of the newer action of the same app. */
  actionId: string;
  reason: string;
}

/** Whether repeating a call is harmless, or how to derive an idempotency key from the input. */
export type Idempotency<I> = boolean | ((input: I) => string);

/** An action, declared once (DESIGN.md § Conventions). */
export interface ActionDefinition<A extends AnyApp = AnyApp, I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  app: A;
  /** `<resource>.<verb>`, e.g. `messages.send`; unique per app. */
  id: string;
  displayName: string;
  description: string;
  categories: readonly string[];
  /** Whether the action changes data in the app (the catalogue flag). */
  mutates: boolean;
  /** Refines `mutates` for one input (custom requests mutate unless the method is GET). */
  mutatesFor?: (input: z.output<I>) => boolean;
  input: I;
  output: O;
  hidden?: boolean;
  internal?: boolean;
  /** Shown only to workspaces with this feature flag (e.g. `apps.meta-ads.business-enabled`). */
  featureFlag?: string;
  replacedBy?: ReplacedBy;
  /**
   * Default: true for read-only actions, false for mutating ones. A mutating action that is not
   * idempotent runs once, unless it `usesIdempotencyKey` (see `retry/retry-policy.ts`).
   */
  idempotent?: Idempotency<z.output<I>>;
  /** Whether the engine's idempotency key reaches an API that does the call at most once per key. */
  usesIdempotencyKey?: boolean | ((input: z.output<I>) => boolean);
  /** ISO-8601 duration of one attempt (default PT1M). */
  defaultTimeout?: string;
  /** Credits one successful run costs (default 1). */
  credits?: number;
  // Method syntax keeps ActionDefinition<SomeApp, ...> assignable to AnyAction.
  run(ctx: ActionContext<A, z.output<I>>): Promise<z.input<O>>;
}

/** Any action of any app. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyAction = ActionDefinition<AnyApp, any, any>;

/** Declares an action; input and output types follow from its zod schemas. */
export function defineAction<A extends AnyApp, I extends z.ZodType, O extends z.ZodType>(
  action: ActionDefinition<A, I, O>,
): ActionDefinition<A, I, O> {
  if (!/^[a-zA-Z][a-zA-Z0-9]*(?:\.[a-zA-Z][a-zA-Z0-9]*)*$/.test(action.id)) {
    throw new Error(`Action id "${action.id}" of app ${action.app.id} must look like "messages.send"`);
  }
  return Object.freeze(action);
}

/** The idempotency key of a call: derived from the input, the engine's key, or none. */
export function idempotencyKeyFor<I>(action: { idempotent?: Idempotency<I> }, input: I, engineKey: string | undefined): string | undefined {
  return typeof action.idempotent === 'function' ? action.idempotent(input) : engineKey;
}
