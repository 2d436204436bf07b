import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/versions.js';
import { principalOf, requireUser } from '../auth/principal.js';
import { requireWorkspace } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { requireFlow } from '../../repos/flows.js';
import { noExecutions, versionExecutions } from '../../repos/version-executions.js';
import { listVersions, requireVersion, saveVersion, versionView } from '../../repos/versions.js';

export const versionRoutes =
  ({ db }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));

    app.route({
      ...contract.saveVersion,
      handler: async (request, reply) => {
        const { userId, email } = principalOf(request);
        await requireFlow(db, request.params.ws, request.params.flowId);
        const row = await saveVersion(db, {
          workspaceId: request.params.ws,
          flowId: request.params.flowId,
          definition: request.body.definition,
          name: request.body.name,
          changeNotes: request.body.changeNotes,
          guide: request.body.guide,
          creator: { userId, email },
        });
        return reply.status(201).send({ versionId: row.id, valid: row.valid, issues: row.issues });
      },
    });

    app.route({
      ...contract.listVersions,
      handler: async (request) => {
        await requireFlow(db, request.params.ws, request.params.flowId);
        const rows = await listVersions(db, request.params.flowId);
        return {
          items: rows.map((r) => {
            const { definition: _d, metadata: _m, guide: _g, ...summary } = versionView(r);
            return summary;
          }),
          nextCursor: null,
        };
      },
    });

    app.route({
      ...contract.getVersion,
      handler: async (request) => {
        await requireFlow(db, request.params.ws, request.params.flowId);
        const row = await requireVersion(db, request.params.flowId, request.params.versionId);
        const executions = (await versionExecutions(db, [row.id])).get(row.id) ?? noExecutions;
        const view = versionView(row);
        return { ...view, metadata: { ...(view.metadata as object), ...executions } };
      },
    });

    app.route({
      ...contract.restoreVersion,
      handler: async (request, reply) => {
        const { userId, email } = principalOf(request);
        await requireFlow(db, request.params.ws, request.params.flowId);
        const old = await requireVersion(db, request.params.flowId, request.params.versionId);
        const row = await saveVersion(db, {
          workspaceId: request.params.ws,
          flowId: request.params.flowId,
          definition: old.definition,
          name: old.name,
          changeNotes: old.changeNotes,
          guide: old.guide ?? undefined,
          restoredFrom: old.id,
          creator: { userId, email },
        });
        return reply.status(201).send(versionView(row));
      },
    });
  };
