import { z } from 'zod';
import { NotificationEvent } from '@tandem/platform/notifications/events';
import { NotificationPeriod } from '@tandem/platform/notifications/period';

export { NotificationSettings, NotificationSettingsChanges } from '@tandem/platform/notifications/settings';
export { NotificationEvent, NotificationPeriod };

const ByWhom = z.object({ by: z.string(), at: z.string() });

/** A workspace notification. */
export const Notification = z.object({
  notificationId: z.string(),
  workspaceId: z.string(),
  createdAt: z.string(),
  event: NotificationEvent,
  title: z.string(),
  content: z.string(),
  action: z.object({ text: z.string(), link: z.string() }).nullable(),
  resolved: ByWhom.nullable(),
  unresolvable: z.boolean(),
  seen: ByWhom.nullable(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationsQuery = z.object({ period: NotificationPeriod.default('lastMonth') });
