import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/schedule-preview.js';
import { requireUser } from '../auth/principal.js';
import { requireWorkspace } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { previewFireTimes } from '../../triggers/flow-schedule.js';

/** The editor's preview of a schedule trigger: Temporal's next fire times for the spec a live version would get. */
export const schedulePreviewRoutes =
  ({ db, temporal }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));
    app.route({
      ...contract.schedulePreview,
      handler: async (request) => ({ fireTimes: await previewFireTimes(temporal, request.body.schedule) }),
    });
  };
