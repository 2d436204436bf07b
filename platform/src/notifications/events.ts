import { z } from 'zod';

/** The notification types of seed 000 §9. */
export const NotificationEvent = z.enum([
  'BROKEN_CONNECTION',
  'LIMIT_REACHED',
  'FAILED_FLOW',
  'CREDIT_LIMIT_REACHED',
  'CREDIT_LIMIT_ESTIMATED_TO_BE_REACHED',
  'MANUAL_EXECUTION_COMPLETED',
]);
export type NotificationEvent = z.infer<typeof NotificationEvent>;

/** Seed 000 §9: a finished manual run is only shown in the app, never mailed. */
export const IN_APP_ONLY_EVENTS: ReadonlySet<NotificationEvent> = new Set(['MANUAL_EXECUTION_COMPLETED']);
