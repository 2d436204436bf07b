import { z } from 'zod';

/** The notification types. */
export const NotificationEvent = z.enum([
  'BROKEN_CONNECTION',
  'LIMIT_REACHED',
  'FAILED_FLOW',
  'CREDIT_LIMIT_REACHED',
  'CREDIT_LIMIT_ESTIMATED_TO_BE_REACHED',
  'MANUAL_EXECUTION_COMPLETED',
  'APPROVAL_REQUESTED',
]);
export type NotificationEvent = z.infer<typeof NotificationEvent>;

/**
 * A finished manual run is only shown in the app, never mailed. An approval request mails its own
 * message to its approvers, each with a link of their own (platform/src/approvals/), not this one.
 */
export const IN_APP_ONLY_EVENTS: ReadonlySet<NotificationEvent> = new Set(['MANUAL_EXECUTION_COMPLETED', 'APPROVAL_REQUESTED']);
