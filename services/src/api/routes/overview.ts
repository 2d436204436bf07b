import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/principal.js';
import { requireWorkspace } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { errorResponses, Id } from '../schemas/common.js';
import { Overview } from '../schemas/overview.js';
import { workspaceOverview } from '../../workspaces/workspace-overview.js';

/** GET /api/workspaces/:ws/overview: the figures of the workspace's home page, computed in SQL. */
export const overviewRoutes =
  ({ db }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));

    app.get(
      '/api/workspaces/:ws/overview',
      {
        schema: {
          tags: ['workspaces'],
          summary: "The workspace's home page: runs per day by outcome, flows failing now, the month's credits against the plan",
          params: z.object({ ws: Id }),
          response: { 200: Overview, ...errorResponses },
        },
      },
      async (request) => workspaceOverview(db, request.params.ws),
    );
  };
