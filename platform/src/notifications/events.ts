import { z } from 'zod';

/** The notification types. */
export const NotificationEvent = z.enum([
  'BROKEN_CONNECTION',
  'LIMIT_REACHED',
  'FAILED_FLOW',
  'CREDIT_LIMIT_REACHED',
  'CREDIT_LIMIT_ESTIMATED_TO_BE_REACHED',
  'MANUAL_EXECUTION_COMPLETED',
]);
export type NotificationEvent = z.infer<typeof NotificationEvent>;

/** A finished manual run is only shown in the app, never mailed. */
export const IN_APP_ONLY_EVENTS: ReadonlySet<NotificationEvent> = new Set(['MANUAL_EXECUTION_COMPLETED']);
