import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireUser } from '../auth/principal.js';
import { requireWorkspace } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { errorResponses, Id } from '../schemas/common.js';
import { CreateVersionBody, FlowVersion, FlowVersionSummary, SavedVersion } from '../schemas/flows.js';
import { requireFlow } from '../../repos/flows.js';
import { noExecutions, versionExecutions } from '../../repos/version-executions.js';
import { listVersions, requireVersion, saveVersion, versionView } from '../../repos/versions.js';

const FlowParams = z.object({ ws: Id, flowId: Id });
const VersionParams = FlowParams.extend({ versionId: Id });

export const versionRoutes =
  ({ db }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));

    app.post(
      '/api/workspaces/:ws/flows/:flowId/versions',
      {
        schema: {
          tags: ['versions'],
          summary: 'Save a version (valid or not); it becomes the latest',
          params: FlowParams,
          body: CreateVersionBody,
          response: { 201: SavedVersion, ...errorResponses },
        },
      },
      async (request, reply) => {
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
    );

    app.get(
      '/api/workspaces/:ws/flows/:flowId/versions',
      {
        schema: {
          tags: ['versions'],
          params: FlowParams,
          response: { 200: z.object({ items: z.array(FlowVersionSummary), nextCursor: z.null() }), ...errorResponses },
        },
      },
      async (request) => {
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
    );

    app.get(
      '/api/workspaces/:ws/flows/:flowId/versions/:versionId',
      { schema: { tags: ['versions'], params: VersionParams, response: { 200: FlowVersion, ...errorResponses } } },
      async (request) => {
        await requireFlow(db, request.params.ws, request.params.flowId);
        const row = await requireVersion(db, request.params.flowId, request.params.versionId);
        const executions = (await versionExecutions(db, [row.id])).get(row.id) ?? noExecutions;
        const view = versionView(row);
        return { ...view, metadata: { ...(view.metadata as object), ...executions } };
      },
    );

    app.post(
      '/api/workspaces/:ws/flows/:flowId/versions/:versionId/restore',
      { schema: { tags: ['versions'], summary: 'Save an old version again as the latest', params: VersionParams, response: { 201: FlowVersion, ...errorResponses } } },
      async (request, reply) => {
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
    );
  };
