import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/overview.js';
import { requireUser } from '../auth/principal.js';
import { requireWorkspace } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { workspaceOverview } from '../../workspaces/workspace-overview.js';

/** GET /api/workspaces/:ws/overview: the figures of the workspace's home page, computed in SQL. */
export const overviewRoutes =
  ({ db }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));

    app.route({
      ...contract.overview,
      handler: async (request) => workspaceOverview(db, request.params.ws),
    });
  };
