import { sql } from 'kysely';
import { newId } from '../ids.js';
import type { Db } from '../db/index.js';
import type { NotificationAction, NotificationRow } from '../db/tables/notifications.js';
import type { NotificationEvent } from './events.js';
import type { Mailer } from './mailer.js';
import { mailRecipients } from './settings.js';

export type NotifyRequest = {
  workspaceId: string;
  event: NotificationEvent;
  title: string;
  content: string;
  /** `link` is a path of the web app (`/w/<ws>/runs/<runId>`). */
  action?: NotificationAction | null;
  /** Raise once: a second notification with the same key is neither stored nor mailed. */
  dedupeKey?: string;
  unresolvable?: boolean;
};

/**
 * Stores the in-app notification and mails every member who wants this event by mail. Mail is best
 * effort: a failed delivery is logged and never undoes the notification. Answers undefined when the
 * dedupe key was raised before.
 */
export async function notify(db: Db, mailer: Mailer, request: NotifyRequest): Promise<NotificationRow | undefined> {
  const [row] = await notifyMany(db, mailer, [request]);
  return row;
}

const rowOf = (request: NotifyRequest) => ({
  notificationId: newId(),
  workspaceId: request.workspaceId,
  event: request.event,
  title: request.title,
  content: request.content,
  action: request.action ? JSON.stringify(request.action) : null,
  unresolvable: request.unresolvable ?? false,
  dedupeKey: request.dedupeKey ?? null,
  resolvedBy: null,
  resolvedAt: null,
  seenBy: null,
  seenAt: null,
});

/**
 * `notify` for many notifications at once: stored in one statement (the run watcher raises one per
 * manual run that completed, many a second), then mailed as `notify` mails them. Answers the rows
 * stored; one whose dedupe key was raised before is neither stored nor mailed.
 */
export async function notifyMany(db: Db, mailer: Mailer, requests: NotifyRequest[]): Promise<NotificationRow[]> {
  if (requests.length === 0) return [];
  const rows = await db
    .insertInto('notifications')
    .values(requests.map(rowOf))
    .onConflict((oc) => oc.column('dedupeKey').doNothing())
    .returningAll()
    .execute();
  for (const row of rows) {
    const recipients = await mailRecipients(db, row.workspaceId, row.event);
    const results = await Promise.allSettled(recipients.map((to) => mailer.send(to, row)));
    results.forEach((result, i) => {
      if (result.status === 'rejected') console.warn(`notification ${row.notificationId}: mail to ${recipients[i]} failed: ${String(result.reason)}`);
    });
  }
  return rows;
}

/** Who resolves a notification when its cause went away by itself: no member did. */
export const RESOLVED_BY_TANDEM = 'tandem';

/**
 * The cause of a notification raised with `dedupeKey` went away (the connection or the watch works
 * again): the open notification is resolved, unless a member did first, and the key is freed so a
 * later failure raises again.
 */
export async function resolveRaised(db: Db, dedupeKey: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({
      dedupeKey: null,
      resolvedBy: sql<string>`coalesce(resolved_by, ${RESOLVED_BY_TANDEM})`,
      resolvedAt: sql<Date>`coalesce(resolved_at, now())`,
    })
    .where('dedupeKey', '=', dedupeKey)
    .execute();
}
