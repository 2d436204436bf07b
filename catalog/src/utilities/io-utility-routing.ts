import { ioUtilityIds, type IoUtilityId } from '../flow/utility-ids.js';
import { type RetryPolicy, UNSAFE_TO_REPEAT } from '../retry/retry-policy.js';

type StepInput = Readonly<Record<string, unknown>>;

/**
 * Where an I/O utility runs and how it is retried: what the interpreter needs of it. Kept apart from
 * the utilities' input and output schemas (io-utilities.ts) so workflow code does not load them.
 */
export type IoUtilityRouting = {
  /** The app whose task queue runs the activity, from the step's evaluated input. */
  app(input: StepInput): string;
  /** How the activity is retried, from the step's evaluated input. */
  retry(input: StepInput): RetryPolicy;
  /** The input that lets the run go on after the step failed (its output then null), if the utility has one. */
  continueOnErrorInput?: string;
  /** The connection the step's input names, if the utility calls an app with one (the worker resolves it). */
  connectionId?(input: StepInput): string | undefined;
};

const channelOf = (input: StepInput) => (input.channel === 'mailgun' ? 'mailgun' : 'slack');

const notification: IoUtilityRouting = {
  app: channelOf,
  // A chat message or a mail that timed out after it was sent would be sent again.
  retry: () => ({ timeout: 'PT30S', attempts: 'once', why: UNSAFE_TO_REPEAT }),
  connectionId: (input) => (typeof input.connectionId === 'string' ? input.connectionId : undefined),
};

export const ioUtilityRouting: Record<IoUtilityId, IoUtilityRouting> = {
  httpRequest: {
    app: () => 'http',
    continueOnErrorInput: 'continueOnError',
    retry: (input) => {
      const method = String(input.method ?? 'GET').toUpperCase();
      if (input.retryOnError === false) return { timeout: 'PT1M', attempts: 'once', why: 'retryOnError is false' };
      if (method !== 'GET' && input.idempotencyKey === false) return { timeout: 'PT1M', attempts: 'once', why: `${UNSAFE_TO_REPEAT} (idempotencyKey is false)` };
      return { timeout: 'PT1M', attempts: 'retry' };
    },
  },
  notification,
  notificationV1: notification,
  download: {
    app: () => 'tandem',
    // Stored under the step's idempotency key: a second attempt gives the same link.
    retry: () => ({ timeout: 'PT1M', attempts: 'retry' }),
  },
};

const ACTION_PREFIX = 'utility.';

export function isIoUtility(id: string): id is IoUtilityId {
  return (ioUtilityIds as readonly string[]).includes(id);
}

/** The action id an I/O utility's activity carries (`utility.<id>`), so workers tell it from an app's actions. */
export function ioUtilityAction(id: IoUtilityId): string {
  return `${ACTION_PREFIX}${id}`;
}

/** The I/O utility an activity's action id names, if it names one. */
export function ioUtilityOfAction(action: string): IoUtilityId | undefined {
  const id = action.startsWith(ACTION_PREFIX) ? action.slice(ACTION_PREFIX.length) : '';
  return isIoUtility(id) ? id : undefined;
}
