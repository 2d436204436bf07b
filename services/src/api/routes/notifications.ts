import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireUser } from '../auth/principal.js';
import { requireWorkspace } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { ErrorBody, errorResponses, Id } from '../schemas/common.js';
import { Notification, NotificationSettings, NotificationSettingsChanges, NotificationsQuery } from '../schemas/notifications.js';
import { NotificationEvent } from '@tandem/platform/notifications/events';
import { listNotifications, markSeen, notificationView, requireNotification, resolveNotification } from '../../notifications/notifications-repo.js';
import { periodFilter } from '@tandem/platform/notifications/period';
import { readNotificationSettings, updateNotificationSettings } from '@tandem/platform/notifications/settings';

const WsParams = z.object({ ws: Id });
const NotificationParams = z.object({ ws: Id, id: Id });
const tags = ['notifications'];

/** Workspace notifications and each member's own notification settings. */
export const notificationRoutes =
  ({ db }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));

    app.get(
      '/api/workspaces/:ws/notifications',
      {
        schema: {
          tags,
          summary: 'Notifications of the period, newest first, without the events the member turned off in the app',
          params: WsParams,
          querystring: NotificationsQuery,
          response: { 200: z.object({ items: z.array(Notification), nextCursor: z.null() }), ...errorResponses },
        },
      },
      async (request) => {
        const { userId } = principalOf(request);
        const settings = await readNotificationSettings(db, request.params.ws, userId);
        const hidden = NotificationEvent.options.filter((event) => !settings[event].inApp);
        const rows = await listNotifications(db, request.params.ws, periodFilter(request.query.period, new Date()), hidden);
        return { items: rows.map(notificationView), nextCursor: null };
      },
    );

    app.post(
      '/api/workspaces/:ws/notifications/:id/seen',
      { schema: { tags, summary: 'Marks it seen; the first viewer is kept', params: NotificationParams, response: { 200: Notification, ...errorResponses } } },
      async (request) => {
        const { userId } = principalOf(request);
        return notificationView(await markSeen(db, await requireNotification(db, request.params.ws, request.params.id), userId));
      },
    );

    app.post(
      '/api/workspaces/:ws/notifications/:id/resolve',
      {
        schema: {
          tags,
          summary: 'Marks it resolved; 409 when it is unresolvable',
          params: NotificationParams,
          response: { 200: Notification, ...errorResponses, 409: ErrorBody },
        },
      },
      async (request) => {
        const { userId } = principalOf(request);
        return notificationView(await resolveNotification(db, await requireNotification(db, request.params.ws, request.params.id), userId));
      },
    );

    app.get(
      '/api/workspaces/:ws/notification-settings',
      { schema: { tags, summary: "The signed-in member's channels per event", params: WsParams, response: { 200: NotificationSettings, ...errorResponses } } },
      async (request) => {
        const { userId } = principalOf(request);
        return readNotificationSettings(db, request.params.ws, userId);
      },
    );

    app.put(
      '/api/workspaces/:ws/notification-settings',
      {
        schema: {
          tags,
          summary: 'Sets the channels of the given events; manual execution completed is in-app only',
          params: WsParams,
          body: NotificationSettingsChanges,
          response: { 200: NotificationSettings, ...errorResponses },
        },
      },
      async (request) => {
        const { userId } = principalOf(request);
        return updateNotificationSettings(db, request.params.ws, userId, request.body);
      },
    );
  };
