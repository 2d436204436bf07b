import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/principal.js';
import { requireWorkspace } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { errorResponses, Id } from '../schemas/common.js';
import { SchedulePreview, SchedulePreviewBody } from '../schemas/triggers.js';
import { previewFireTimes } from '../../triggers/flow-schedule.js';

/** The editor's preview of a schedule trigger: Temporal's next fire times for the spec a live version would get. */
export const schedulePreviewRoutes =
  ({ db, temporal }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));
    app.post(
      '/api/workspaces/:ws/schedule-preview',
      {
        schema: {
          tags: ['triggers'],
          summary: 'The next five fire times of a schedule, computed by Temporal from the spec a live version gets',
          params: z.object({ ws: Id }),
          body: SchedulePreviewBody,
          response: { 200: SchedulePreview, ...errorResponses },
        },
      },
      async (request) => ({ fireTimes: await previewFireTimes(temporal, request.body.schedule) }),
    );
  };
