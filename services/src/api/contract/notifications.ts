import { z } from 'zod';
import { WsParams } from './params.js';
import { route } from './route.js';
import { ErrorBody, errorResponses, Id } from '../schemas/common.js';
import { Notification, NotificationSettings, NotificationSettingsChanges, NotificationsQuery } from '../schemas/notifications.js';

const NotificationParams = z.object({ ws: Id, id: Id });
const tags = ['notifications'];

export const listNotifications = route('GET', '/api/workspaces/:ws/notifications', {
  tags,
  summary: 'Notifications of the period, newest first, without the events the member turned off in the app',
  params: WsParams,
  querystring: NotificationsQuery,
  response: { 200: z.object({ items: z.array(Notification), nextCursor: z.null() }), ...errorResponses },
});

export const markNotificationSeen = route('POST', '/api/workspaces/:ws/notifications/:id/seen', { tags, summary: 'Marks it seen; the first viewer is kept', params: NotificationParams, response: { 200: Notification, ...errorResponses } });

export const resolveNotification = route('POST', '/api/workspaces/:ws/notifications/:id/resolve', {
  tags,
  summary: 'Marks it resolved; 409 when it is unresolvable',
  params: NotificationParams,
  response: { 200: Notification, ...errorResponses, 409: ErrorBody },
});

export const notificationSettings = route('GET', '/api/workspaces/:ws/notification-settings', { tags, summary: "The signed-in member's channels per event", params: WsParams, response: { 200: NotificationSettings, ...errorResponses } });

export const updateNotificationSettings = route('PUT', '/api/workspaces/:ws/notification-settings', {
  tags,
  summary: 'Sets the channels of the given events; manual execution completed is in-app only',
  params: WsParams,
  body: NotificationSettingsChanges,
  response: { 200: NotificationSettings, ...errorResponses },
});
