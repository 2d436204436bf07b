import type { z } from 'zod';
import { ioUtilityIds, type IoUtilityId } from '../flow/utility-ids.js';
import { type RetryPolicy, UNSAFE_TO_REPEAT } from '../retry/retry-policy.js';
import { DownloadInput, DownloadOutput, HttpRequestInput, HttpRequestOutput, NotificationInput, SendNotificationOutput } from './io-utility-schemas.js';

type StepInput = Readonly<Record<string, unknown>>;

/** An I/O utility of the flow language: run as an activity on an app's task queue. */
export type IoUtility = {
  /** The step's input and the output, for the type checker and the editor's forms. */
  input: z.ZodType;
  output: z.ZodType;
  /** The app whose task queue runs the activity, from the step's evaluated input. */
  app(input: StepInput): string;
  /** How the activity is retried, from the step's evaluated input. */
  retry(input: StepInput): RetryPolicy;
};

const channelOf = (input: StepInput) => (input.channel === 'mailgun' ? 'mailgun' : 'slack');

const notification: IoUtility = {
  input: NotificationInput,
  output: SendNotificationOutput,
  app: channelOf,
  // A chat message or a mail that timed out after it was sent would be sent again.
  retry: () => ({ timeout: 'PT30S', attempts: 'once', why: UNSAFE_TO_REPEAT }),
};

/**
 * Every I/O utility (flow-language.md § Utilities) with its routing, schemas and retries: the one table
 * the interpreter, the workers' dispatch and the editor read.
 */
export const ioUtilities: Record<IoUtilityId, IoUtility> = {
  httpRequest: {
    input: HttpRequestInput,
    output: HttpRequestOutput,
    app: () => 'http',
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
    input: DownloadInput,
    output: DownloadOutput,
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
