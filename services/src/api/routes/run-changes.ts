import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/run-changes.js';
import { requireUser } from '../auth/principal.js';
import { requireWorkspace, workspaceOf } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';

/** The ledger of changes made by runs, searchable per workspace ("which runs changed product 4711 this month?"). */
export const runChangeRoutes =
  ({ db }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));

    app.route({
      ...contract.listChanges,
      handler: async (request) => {
        const { resourceId, app: appId, resource, runId, flowId, from, to, limit, cursor } = request.query;
        let query = db
          .selectFrom('runChanges as c')
          .innerJoin('runs as r', 'r.id', 'c.runId')
          .select(['c.id', 'c.runId', 'r.flowId', 'c.stepPath', 'c.app', 'c.action', 'c.resource', 'c.resourceId', 'c.fields', 'c.changedAt'])
          .where('c.workspaceId', '=', workspaceOf(request).id)
          .orderBy('c.id', 'desc')
          .limit(limit + 1);
        if (resourceId) query = query.where('c.resourceId', '=', resourceId);
        if (appId) query = query.where('c.app', '=', appId);
        if (resource) query = query.where('c.resource', '=', resource);
        if (runId) query = query.where('c.runId', '=', runId);
        if (flowId) query = query.where('r.flowId', '=', flowId);
        if (from) query = query.where('c.changedAt', '>=', new Date(from));
        if (to) query = query.where('c.changedAt', '<', new Date(to));
        if (cursor && /^\d+$/.test(cursor)) query = query.where('c.id', '<', cursor);
        const rows = await query.execute();
        const page = rows.slice(0, limit);
        return {
          items: page.map((row) => ({ changeId: String(row.id), runId: row.runId, flowId: row.flowId, stepPath: row.stepPath, app: row.app, action: row.action, resource: row.resource, resourceId: row.resourceId, fields: row.fields, changedAt: row.changedAt.toISOString() })),
          nextCursor: rows.length > limit ? String(page.at(-1)!.id) : null,
        };
      },
    });
  };
