import { z } from 'zod';
import type { Db } from '../db/index.js';
import { IN_APP_ONLY_EVENTS, NotificationEvent } from './events.js';

const Channels = z.object({ email: z.boolean(), inApp: z.boolean() });
/** Manual execution completed is in-app only. */
const InAppOnly = z.object({ email: z.literal(false), inApp: z.boolean() });

/** A member's channels per notification type. */
export const NotificationSettings = z.object({
  BROKEN_CONNECTION: Channels,
  LIMIT_REACHED: Channels,
  FAILED_FLOW: Channels,
  CREDIT_LIMIT_REACHED: Channels,
  CREDIT_LIMIT_ESTIMATED_TO_BE_REACHED: Channels,
  MANUAL_EXECUTION_COMPLETED: InAppOnly,
  APPROVAL_REQUESTED: InAppOnly,
} satisfies Record<NotificationEvent, z.ZodType>);
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** The events to change, each with both channels; the others stay as they are. */
export const NotificationSettingsChanges = NotificationSettings.partial().strict();
export type NotificationSettingsChanges = z.infer<typeof NotificationSettingsChanges>;

/** Both channels on, except the in-app-only events. */
export function defaultChannels(event: NotificationEvent): { email: boolean; inApp: boolean } {
  return { email: !IN_APP_ONLY_EVENTS.has(event), inApp: true };
}

export async function readNotificationSettings(db: Db, workspaceId: string, userId: string): Promise<NotificationSettings> {
  return (await readMembersNotificationSettings(db, workspaceId, [userId])).get(userId)!;
}

/** The settings of several members of a workspace in one query (the members list). */
export async function readMembersNotificationSettings(db: Db, workspaceId: string, userIds: readonly string[]): Promise<Map<string, NotificationSettings>> {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .selectFrom('notificationSettings')
          .select(['userId', 'event', 'email', 'inApp'])
          .where('workspaceId', '=', workspaceId)
          .where('userId', 'in', userIds)
          .execute();
  return new Map(userIds.map((userId) => [userId, settingsOf(rows.filter((row) => row.userId === userId))]));
}

function settingsOf(rows: readonly { event: string; email: boolean; inApp: boolean }[]): NotificationSettings {
  const stored = new Map(rows.map((row) => [row.event, row]));
  const settings = Object.fromEntries(
    NotificationEvent.options.map((event) => {
      const row = stored.get(event);
      return [event, row ? { email: row.email && !IN_APP_ONLY_EVENTS.has(event), inApp: row.inApp } : defaultChannels(event)];
    }),
  );
  return NotificationSettings.parse(settings);
}

export async function updateNotificationSettings(db: Db, workspaceId: string, userId: string, changes: NotificationSettingsChanges): Promise<NotificationSettings> {
  const rows = NotificationEvent.options.flatMap((event) => {
    const channels = changes[event];
    return channels ? [{ workspaceId, userId, event, ...channels }] : [];
  });
  if (rows.length) {
    await db
      .insertInto('notificationSettings')
      .values(rows)
      .onConflict((oc) => oc.columns(['workspaceId', 'userId', 'event']).doUpdateSet((eb) => ({ email: eb.ref('excluded.email'), inApp: eb.ref('excluded.inApp') })))
      .execute();
  }
  return readNotificationSettings(db, workspaceId, userId);
}

/** The addresses of the members who want this event by mail. */
export async function mailRecipients(db: Db, workspaceId: string, event: NotificationEvent): Promise<string[]> {
  if (IN_APP_ONLY_EVENTS.has(event)) return [];
  const rows = await db
    .selectFrom('workspaceMembers')
    .innerJoin('users', 'users.id', 'workspaceMembers.userId')
    .leftJoin('notificationSettings', (join) =>
      join
        .onRef('notificationSettings.workspaceId', '=', 'workspaceMembers.workspaceId')
        .onRef('notificationSettings.userId', '=', 'workspaceMembers.userId')
        .on('notificationSettings.event', '=', event),
    )
    .select(['users.email', 'notificationSettings.email as wantsMail'])
    .where('workspaceMembers.workspaceId', '=', workspaceId)
    .execute();
  return rows.filter((row) => row.wantsMail ?? defaultChannels(event).email).map((row) => row.email);
}
