import { z } from 'zod';
import { type AuthData, authDataSchemas } from './auth.js';
import { defaultHttpAuth } from './default-http-auth.js';
import { type AnyAction, idempotencyKeyFor } from './define-action.js';
import { appBaseUrl } from './define-app.js';
import { AuthError } from './errors/auth-error.js';
import { NonRetryableError } from './errors/non-retryable-error.js';
import type { BaseUrlOverrides } from './http/base-url.js';
import type { EgressOptions } from './http/egress-connect.js';
import { egressKey } from './http/egress-policy.js';
import { createHttpClient } from './http/http-client.js';
import { type ActionLogger, silentLogger } from './logger.js';

export interface RunActionOptions {
  /** The step's evaluated input; parsed here by the action's input schema. */
  input: unknown;
  /** The connection's decrypted secret (`null` for apps without auth). */
  auth?: unknown;
  /** The connection's config (`{}` when the app has none). */
  config?: unknown;
  /** The engine's key (`<workflowId>:<stepPath>`) for mutating actions that are not idempotent. */
  idempotencyKey?: string;
  /** The activity's cancellation signal. */
  signal?: AbortSignal;
  log?: ActionLogger;
  /** Test overrides of base URLs by app id. */
  baseUrlOverrides?: BaseUrlOverrides;
  /** Read for `TANDEM_BASE_URL_<APPID>`; default `process.env`. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Default timeout of each HTTP request in ms. */
  timeoutMs?: number;
  /** Resolver and connector of the egress policy (tests stub them). */
  egress?: EgressOptions;
  /** The run's workspace (the engine passes it; see `ActionContext.workspaceId`). */
  workspaceId?: string;
}

/**
 * Runs one action: parses input, auth and config, builds the app's HTTP client, calls `run` and
 * checks the output. Throws typed connector errors (see `errors/`); anything else is a bug and retryable.
 */
export async function runAction(action: AnyAction, options: RunActionOptions): Promise<unknown> {
  const { app } = action;
  const input = action.input.safeParse(options.input);
  if (!input.success) {
    throw new NonRetryableError(`Invalid input, zod validation failed: ${z.prettifyError(input.error)}`);
  }
  const authSchema: z.ZodType = authDataSchemas[app.authentication as keyof typeof authDataSchemas];
  const auth = authSchema.safeParse(options.auth ?? null) as z.ZodSafeParseResult<AuthData<typeof app.authentication>>;
  if (!auth.success) throw new AuthError(`The ${app.name} connection has missing or incomplete credentials; reconnect it`);
  const config = app.config.safeParse(options.config ?? {});
  if (!config.success) {
    throw new NonRetryableError(`The ${app.name} connection settings are invalid: ${z.prettifyError(config.error)}`);
  }
  const signal = options.signal ?? new AbortController().signal;
  const baseUrl = appBaseUrl(app, config.data);
  const ownPlatform = app.callsOwnPlatform && baseUrl !== undefined ? [egressKey(new URL(baseUrl))] : [];
  const http = createHttpClient({
    appId: app.id,
    baseUrl,
    auth: app.httpAuth ? app.httpAuth(auth.data, config.data) : defaultHttpAuth(app.authentication, auth.data as never),
    headers: app.headers,
    baseUrlOverrides: options.baseUrlOverrides,
    env: options.env ?? process.env,
    signal,
    timeoutMs: options.timeoutMs,
    egress: { ...options.egress, allow: [...(options.egress?.allow ?? []), ...ownPlatform] },
  });
  const output = await action.run({
    input: input.data,
    auth: auth.data,
    config: config.data,
    http,
    idempotencyKey: idempotencyKeyFor(action, input.data, options.idempotencyKey),
    signal,
    log: options.log ?? silentLogger,
    ...(options.workspaceId === undefined ? {} : { workspaceId: options.workspaceId }),
  });
  const parsed = action.output.safeParse(output);
  if (!parsed.success) {
    throw new NonRetryableError(`${app.id} ${action.id} returned an unexpected result: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
