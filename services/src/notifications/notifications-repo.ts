import type { Db } from '@tandem/platform/db';
import type { NotificationRow } from '@tandem/platform/db/tables/notifications';
import { conflict, notFound } from '@tandem/platform/errors';
import type { Notification } from '../api/schemas/notifications.js';
import type { NotificationEvent } from '@tandem/platform/notifications/events';
import type { PeriodFilter } from '@tandem/platform/notifications/period';

export function notificationView(row: NotificationRow): Notification {
  return {
    notificationId: row.notificationId,
    workspaceId: row.workspaceId,
    createdAt: row.createdAt.toISOString(),
    event: row.event,
    title: row.title,
    content: row.content,
    action: row.action,
    resolved: row.resolvedBy && row.resolvedAt ? { by: row.resolvedBy, at: row.resolvedAt.toISOString() } : null,
    unresolvable: row.unresolvable,
    seen: row.seenBy && row.seenAt ? { by: row.seenBy, at: row.seenAt.toISOString() } : null,
  };
}

/** Newest first; events the member turned off in the app are left out. */
export function listNotifications(db: Db, workspaceId: string, filter: PeriodFilter, hiddenEvents: NotificationEvent[]): Promise<NotificationRow[]> {
  let query = db.selectFrom('notifications').selectAll().where('workspaceId', '=', workspaceId);
  if (filter.createdSince) query = query.where('createdAt', '>=', filter.createdSince);
  // Unresolvable notifications only inform; "unresolved" lists what still asks for a fix.
  if (filter.unresolvedOnly) query = query.where('resolvedAt', 'is', null).where('unresolvable', '=', false);
  if (hiddenEvents.length) query = query.where('event', 'not in', hiddenEvents);
  return query.orderBy('notificationId', 'desc').limit(500).execute();
}

/** Another workspace's notification answers 404 like a missing one. */
export async function requireNotification(db: Db, workspaceId: string, notificationId: string): Promise<NotificationRow> {
  const row = await db
    .selectFrom('notifications')
    .selectAll()
    .where('workspaceId', '=', workspaceId)
    .where('notificationId', '=', notificationId)
    .executeTakeFirst();
  if (!row) throw notFound('Notification not found');
  return row;
}

/** The first viewer is kept; later views change nothing. */
export async function markSeen(db: Db, row: NotificationRow, userId: string): Promise<NotificationRow> {
  const updated = await db
    .updateTable('notifications')
    .set({ seenBy: userId, seenAt: new Date() })
    .where('notificationId', '=', row.notificationId)
    .where('seenAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return updated ?? requireNotification(db, row.workspaceId, row.notificationId);
}

/** Resolving twice keeps the first resolver; an unresolvable notification refuses with 409. */
export async function resolveNotification(db: Db, row: NotificationRow, userId: string): Promise<NotificationRow> {
  if (row.unresolvable) throw conflict('This notification cannot be resolved');
  const updated = await db
    .updateTable('notifications')
    .set({ resolvedBy: userId, resolvedAt: new Date() })
    .where('notificationId', '=', row.notificationId)
    .where('resolvedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return updated ?? requireNotification(db, row.workspaceId, row.notificationId);
}
