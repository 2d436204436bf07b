import { Context } from '@temporalio/activity';
import { DownloadInput, ioUtilities, ioUtilityOfAction, type DownloadOutput, type IoUtilityId } from '@tandem/catalog';
import { findAction, httpRequest, notificationCall, type SendNotificationOutput } from '@tandem/catalog/apps';
import { type AnyAction, AuthError, NonRetryableError, parseInput, PermissionError } from '@tandem/catalog/sdk';
import { type BaseUrlOverrides, needsConnection, runAction } from '@tandem/catalog/runtime';
import { rateLimitKey, type RateLimiter } from '@tandem/platform/rate-limiter';
import type { ActionActivities, ActionActivityInput } from '@tandem/temporal';
import { reportConnectionHealth, type ConnectionHealth, type StepConnection } from './connection-health.js';
import { noConnections, type ConnectionResolver } from './connections.js';
import { resendWhenNothingDone, type ResendOptions, type Throttle } from './resend-when-nothing-done.js';
import { stepConnectionId } from './step-connection.js';
import { toFailure } from './to-failure.js';
import type { AdmittedAction, UsageMeter } from './usage.js';

export type ActionActivityDeps = {
  resolveConnection?: ConnectionResolver;
  /** Test overrides of the apps' base URLs (their local fakes). */
  baseUrlOverrides?: BaseUrlOverrides;
  env?: Readonly<Record<string, string | undefined>>;
  /** Credits and usage limits: reserved before the action, recorded after it succeeded, released after it failed. */
  usage?: UsageMeter;
  /** Marks a step's connection failing (BROKEN_CONNECTION) on an auth error and working after a success. */
  connectionHealth?: ConnectionHealth;
  /** Waits for the account's share of the app's rate limit before each HTTP call (shared by all workers). */
  rateLimiter?: RateLimiter;
  /** The token of the platform's own API for the run's workspace, for the steps of the product's own app (no connection). */
  platformToken?: (workspaceId: string) => Promise<string>;
  /** Stores the file of a `download` step under the step's idempotency key and gives its link. */
  downloads?: (request: { workspaceId: string; idempotencyKey: string; input: DownloadInput }) => Promise<DownloadOutput>;
  /** Records what a step that changed data in an app changed (the ledger of changes made by runs). */
  ledger?: (call: ActionActivityInput) => Promise<void>;
  /** The feature flags a workspace holds; without it, no workspace holds any (flagged actions are refused). */
  featureFlags?: (workspaceId: string) => Promise<ReadonlySet<string>>;
};

/** How often a running activity tells Temporal its worker is alive (the workflow's heartbeat timeout is 10 s). */
const HEARTBEAT_EVERY_MS = 2_000;

/**
 * This attempt of the step: whether the engine runs it only once, when its time is up (ms since the
 * epoch), and, while it waits to send a request again that nothing was done with, why (its heartbeat details).
 */
type Attempt = { once: boolean; deadline: number; resending?: { reason: string; waitMs: number; resends: number } };

type Call = {
  input: ActionActivityInput;
  signal: AbortSignal;
  deps: ActionActivityDeps;
  attempt: Attempt;
  /** The credit and usage-limit check, under way from the activity's start: nothing is sent before it passed. */
  admitted: Promise<AdmittedAction | undefined>;
  /** The connection the action looked up and used: the one whose health its outcome tells. */
  step: StepConnection;
};

async function connectionFor(call: Call, action: AnyAction, required: boolean) {
  const { input, deps } = call;
  const connectionId = stepConnectionId(input);
  // The generic HTTP step has no connection to look up, unless the step names one.
  if (connectionId === undefined && !needsConnection(action.app)) return undefined;
  const resolve = deps.resolveConnection ?? noConnections;
  call.step.lookedUp = true;
  const connection = await resolve({ workspaceId: input.workspaceId, app: input.app, connectionId });
  call.step.connection = connection;
  if (!connection && required) {
    throw new AuthError(`No ${input.app} connection ${connectionId ? `"${connectionId}" ` : ''}in this workspace; connect the app first`);
  }
  return connection;
}

/**
 * Runs one app action as every step does: the connection the step names (apps without auth may have
 * none), the rate limit bucket of the app and that account (shared by all workers), a fresh token
 * after a 401, and the SDK's typed errors. A step that runs once is sent again after a
 * throttled answer to its first request, or when that request never left (see
 * resend-when-nothing-done.ts); other steps leave the wait to Temporal's retry.
 */
async function runAppAction(call: Call, action: AnyAction, input: unknown, connectionRequired: boolean): Promise<unknown> {
  // The connection is looked up while the credits are checked (two round trips at once); a refusal
  // of the check wins over a missing connection, as when they ran one after the other.
  const [admission, resolved] = await Promise.allSettled([call.admitted, connectionFor(call, action, connectionRequired)]);
  if (admission.status === 'rejected') throw admission.reason;
  if (resolved.status === 'rejected') throw resolved.reason;
  const connection = resolved.value;
  const platformToken = action.app.callsOwnPlatform && call.deps.platformToken ? await call.deps.platformToken(call.input.workspaceId) : undefined;
  const { rateLimiter } = call.deps;
  const limit = action.app.rateLimit;
  const key = rateLimitKey(action.app.id, { connectionId: connection?.id ?? stepConnectionId(call.input), workspaceId: call.input.workspaceId });
  const throttle: Throttle | undefined = rateLimiter && limit ? (signal) => rateLimiter(key, limit, signal) : undefined;
  const send = (throttled: Throttle | undefined) =>
    runAction(action, {
      ...(throttled ? { throttle: throttled } : {}),
      input,
      auth: connection?.auth ?? null,
      config: connection?.config ?? {},
      idempotencyKey: call.input.idempotencyKey,
      signal: call.signal,
      env: call.deps.env,
      baseUrlOverrides: call.deps.baseUrlOverrides,
      workspaceId: call.input.workspaceId,
      ...(platformToken ? { platformToken } : {}),
      ...(connection?.refresh ? { refreshAuth: connection.refresh } : {}),
    });
  if (!call.attempt.once) return send(throttle);
  return resendWhenNothingDone(send, resendOptions(call, action.app.id, throttle));
}

/**
 * How a step that runs once is sent again within its attempt; each wait is logged and kept in the
 * activity's heartbeat details (the Temporal UI shows them with the pending activity).
 */
function resendOptions(call: Call, app: string, throttle?: Throttle): ResendOptions {
  return {
    ...(throttle ? { throttle } : {}),
    deadline: call.attempt.deadline,
    signal: call.signal,
    onWait: (error, waitMs) => {
      const context = Context.current();
      call.attempt.resending = { reason: error.message, waitMs, resends: (call.attempt.resending?.resends ?? 0) + 1 };
      context.heartbeat(call.attempt.resending);
      context.log.info('nothing was done, sending again after the wait', { app, waitMs, error: error.message });
    },
  };
}

/** The notification utility: the channel's send action (Slack's or Mailgun's), run like an action step. */
async function notify(call: Call): Promise<SendNotificationOutput> {
  const { action, input } = notificationCall(call.input.input);
  await runAppAction(call, action, input, true);
  return { sent: true };
}

/** The I/O utilities of the flow language (the catalogue's `ioUtilities`), each with how this worker runs it. */
const utilities: Record<IoUtilityId, (call: Call) => Promise<unknown>> = {
  httpRequest: (call) => {
    const { input, signal } = call;
    const send = () => httpRequest(input.input as never, { signal, idempotencyKey: input.idempotencyKey });
    // A request that never left goes again when the step runs once (NotSentError is only ever of the first request).
    return call.attempt.once ? resendWhenNothingDone(send, { ...resendOptions(call, input.app), throttled: false }) : send();
  },
  notification: notify,
  notificationV1: notify,
  download: async ({ input, deps }) => {
    if (!deps.downloads) throw new NonRetryableError('This worker cannot store downloads (it has no database)');
    return deps.downloads({ workspaceId: input.workspaceId, idempotencyKey: input.idempotencyKey, input: parseInput(DownloadInput, input.input) });
  },
};

/**
 * An action behind a feature flag runs only for a workspace an operator granted the flag: hiding it
 * in the catalogue is not enough, since a flow (imported, or written against the API) can name it.
 */
async function requireFeatureFlag(call: Call, action: AnyAction): Promise<void> {
  if (action.featureFlag === undefined) return;
  const flags = (await call.deps.featureFlags?.(call.input.workspaceId)) ?? new Set<string>();
  if (!flags.has(action.featureFlag)) {
    throw new PermissionError(`${action.app.name}: ${action.displayName} is not enabled for this workspace (it needs the feature ${action.featureFlag}; ask support to enable it)`);
  }
}

async function dispatch(call: Call): Promise<unknown> {
  const utility = ioUtilityOfAction(call.input.action);
  if (utility) {
    // Every I/O utility's input is checked alike before anything else: a misfit fails the step at once.
    parseInput(ioUtilities[utility].input, call.input.input);
    await call.admitted;
    return utilities[utility](call);
  }
  const action = findAction(call.input.app, call.input.action);
  if (!action) throw new NonRetryableError(`The app ${call.input.app} has no action ${call.input.action}`);
  await requireFeatureFlag(call, action);
  return runAppAction(call, action, call.input.input, action.app.authentication !== 'none');
}

/** The activity every app task queue serves: one action or I/O utility of one step. */
export function createActionActivities(deps: ActionActivityDeps = {}): ActionActivities {
  // Like usage: the step's outcome stands even when its connection's status cannot be recorded.
  const reportHealth = ({ input, step }: Call, error?: unknown) =>
    reportConnectionHealth(deps.connectionHealth, input, step, error).catch((e: unknown) => Context.current().log.warn('connection health not recorded', { error: String(e) }));
  return {
    async runAction(input) {
      const context = Context.current();
      const attempt: Attempt = { once: context.info.retryPolicy?.maximumAttempts === 1, deadline: Date.now() + context.info.startToCloseTimeoutMs };
      // Long HTTP calls and paging loops: a dead worker's step is retried after the heartbeat timeout, not the step's.
      const heartbeat = setInterval(() => context.heartbeat(attempt.resending), HEARTBEAT_EVERY_MS);
      const admitted = deps.usage ? deps.usage.beforeAction(input) : Promise.resolve(undefined);
      // Awaited by dispatch before anything is sent; a step that fails before that must not leave it unhandled.
      admitted.catch(() => undefined);
      const call: Call = { input, signal: context.cancellationSignal, deps, attempt, admitted, step: { lookedUp: false } };
      try {
        const output = await dispatch(call);
        // The action has happened: failing to record it must not make Temporal run it again.
        const recorded = (await admitted)?.afterAction(output).catch((error: unknown) => context.log.warn('usage not recorded', { error: String(error) }));
        const changed = deps.ledger?.(input).catch((error: unknown) => context.log.warn('change not recorded in the ledger', { error: String(error) }));
        await Promise.all([recorded, changed, reportHealth(call)]);
        return { output: output ?? null, attempts: context.info.attempt };
      } catch (error) {
        // A failed action uses no credits: its reservation goes back (a refused one holds none).
        const released = admitted.then(
          (admission) => admission?.release().catch((e: unknown) => context.log.warn('credits not released', { error: String(e) })),
          () => undefined,
        );
        await Promise.all([released, reportHealth(call, error)]);
        throw toFailure(error, context.info.attempt);
      } finally {
        clearInterval(heartbeat);
      }
    },
  };
}
