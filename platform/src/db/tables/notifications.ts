import type { ColumnType, Generated, Selectable } from 'kysely';
import type { NotificationEvent } from '../../notifications/events.js';

export type NotificationAction = { text: string; link: string };

/** A workspace notification; a `dedupeKey` makes "raise once" events insert at most one row. */
export interface NotificationsTable {
  notificationId: string;
  workspaceId: string;
  createdAt: Generated<Date>;
  event: NotificationEvent;
  title: string;
  content: string;
  action: ColumnType<NotificationAction | null, string | null, string | null>;
  resolvedBy: string | null;
  resolvedAt: Date | null;
  unresolvable: Generated<boolean>;
  seenBy: string | null;
  seenAt: Date | null;
  dedupeKey: string | null;
}
export type NotificationRow = Selectable<NotificationsTable>;

/** A member's choice for one event; a missing row means the default. */
export interface NotificationSettingsTable {
  workspaceId: string;
  userId: string;
  event: NotificationEvent;
  email: boolean;
  inApp: boolean;
}
