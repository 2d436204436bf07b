import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/notifications.js';
import { principalOf, requireUser } from '../auth/principal.js';
import { requireWorkspace } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { NotificationEvent } from '@tandem/platform/notifications/events';
import { listNotifications, markSeen, notificationView, requireNotification, resolveNotification } from '../../notifications/notifications-repo.js';
import { periodFilter } from '@tandem/platform/notifications/period';
import { readNotificationSettings, updateNotificationSettings } from '@tandem/platform/notifications/settings';

/** Workspace notifications and each member's own notification settings. */
export const notificationRoutes =
  ({ db }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));

    app.route({
      ...contract.listNotifications,
      handler: async (request) => {
        const { userId } = principalOf(request);
        const settings = await readNotificationSettings(db, request.params.ws, userId);
        const hidden = NotificationEvent.options.filter((event) => !settings[event].inApp);
        const rows = await listNotifications(db, request.params.ws, periodFilter(request.query.period, new Date()), hidden);
        return { items: rows.map(notificationView), nextCursor: null };
      },
    });

    app.route({
      ...contract.markNotificationSeen,
      handler: async (request) => {
        const { userId } = principalOf(request);
        return notificationView(await markSeen(db, await requireNotification(db, request.params.ws, request.params.id), userId));
      },
    });

    app.route({
      ...contract.resolveNotification,
      handler: async (request) => {
        const { userId } = principalOf(request);
        return notificationView(await resolveNotification(db, await requireNotification(db, request.params.ws, request.params.id), userId));
      },
    });

    app.route({
      ...contract.notificationSettings,
      handler: async (request) => {
        const { userId } = principalOf(request);
        return readNotificationSettings(db, request.params.ws, userId);
      },
    });

    app.route({
      ...contract.updateNotificationSettings,
      handler: async (request) => {
        const { userId } = principalOf(request);
        return updateNotificationSettings(db, request.params.ws, userId, request.body);
      },
    });
  };
