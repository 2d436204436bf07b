import type { Notification, NotificationChannels, NotificationEvent, NotificationPeriod, NotificationSettings } from '../api/types';
import { APP_BASE } from '../app/routes';

/** The period options, in order; Last Month is the default. */
export const NOTIFICATION_PERIODS: readonly NotificationPeriod[] = ['unresolved', 'lastWeek', 'last2Weeks', 'lastMonth'];
export const DEFAULT_PERIOD: NotificationPeriod = 'lastMonth';

/** Shown in the app only, never mailed: a finished manual run, and an approval request (its mail is the request itself). */
export const IN_APP_ONLY: ReadonlySet<NotificationEvent> = new Set(['MANUAL_EXECUTION_COMPLETED', 'APPROVAL_REQUESTED']);

export function canResolve(notification: Notification): boolean {
  return !notification.unresolvable && !notification.resolved;
}

export function stateOf(notification: Notification): 'resolved' | 'seen' | 'unseen' {
  if (notification.resolved) return 'resolved';
  return notification.seen ? 'seen' : 'unseen';
}

/** The change to send when one channel of one event is switched; email stays off for in-app-only events. */
export function settingsChange(
  settings: NotificationSettings,
  event: NotificationEvent,
  channel: keyof NotificationChannels,
  value: boolean,
): Partial<NotificationSettings> {
  const next = { ...settings[event], [channel]: value };
  if (IN_APP_ONLY.has(event)) next.email = false;
  return { [event]: next };
}

/** A notification's action links to a path of the app (`/w/...`); absolute URLs stay as they are. */
export function actionHref(link: string): string {
  if (/^[a-z]+:\/\//i.test(link) || link.startsWith(APP_BASE + '/')) return link;
  return `${APP_BASE}${link.startsWith('/') ? '' : '/'}${link}`;
}
