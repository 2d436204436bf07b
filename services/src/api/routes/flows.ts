import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireUser } from '../auth/principal.js';
import { requireWorkspace } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { errorResponses, Id } from '../schemas/common.js';
import { CreateFlowBody, Flow, UpdateFlowBody } from '../schemas/flows.js';
import { createFlow } from '../../repos/create-flow.js';
import { listFlows, loadFlowView, loadFlowViews, requireFlow, updateFlow } from '../../repos/flows.js';
import { saveVersion } from '../../repos/versions.js';
import { unsetLive } from '../../triggers/set-live.js';

const WsParams = z.object({ ws: Id });
const FlowParams = z.object({ ws: Id, flowId: Id });
const metricsPeriodDays = { last7Days: 7, last30Days: 30, last90Days: 90 } as const;

export const flowRoutes =
  ({ db, temporal }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));

    app.get(
      '/api/workspaces/:ws/flows',
      {
        schema: {
          tags: ['flows'],
          params: WsParams,
          querystring: z.object({ metricsPeriod: z.enum(['last7Days', 'last30Days', 'last90Days', 'all']).default('all') }),
          response: { 200: z.object({ items: z.array(Flow), nextCursor: z.null() }), ...errorResponses },
        },
      },
      async (request) => {
        const rows = await listFlows(db, request.params.ws);
        const period = request.query.metricsPeriod;
        const since = period === 'all' ? undefined : new Date(Date.now() - metricsPeriodDays[period] * 86_400_000);
        return { items: await loadFlowViews(db, rows, since), nextCursor: null };
      },
    );

    app.post(
      '/api/workspaces/:ws/flows',
      { schema: { tags: ['flows'], params: WsParams, body: CreateFlowBody, response: { 201: Flow, ...errorResponses } } },
      async (request, reply) => {
        const { userId, email } = principalOf(request);
        const id = await createFlow(db, {
          workspaceId: request.params.ws,
          name: request.body.name,
          description: request.body.description ?? null,
          creatorId: userId,
        });
        if (request.body.definition !== undefined) {
          await saveVersion(db, { workspaceId: request.params.ws, flowId: id, definition: request.body.definition, creator: { userId, email } });
        }
        return reply.status(201).send(await loadFlowView(db, await requireFlow(db, request.params.ws, id)));
      },
    );

    app.get(
      '/api/workspaces/:ws/flows/:flowId',
      { schema: { tags: ['flows'], params: FlowParams, response: { 200: Flow, ...errorResponses } } },
      async (request) => {
        const row = await requireFlow(db, request.params.ws, request.params.flowId);
        return loadFlowView(db, row);
      },
    );

    app.patch(
      '/api/workspaces/:ws/flows/:flowId',
      { schema: { tags: ['flows'], params: FlowParams, body: UpdateFlowBody, response: { 200: Flow, ...errorResponses } } },
      async (request) => {
        const flow = await requireFlow(db, request.params.ws, request.params.flowId);
        const { pinned, libraryInfo, ...fields } = request.body;
        const changes = {
          ...fields,
          ...(pinned === undefined ? {} : { pinnedAt: pinned ? new Date() : null }),
          ...(libraryInfo === undefined ? {} : { libraryInfo: libraryInfo && JSON.stringify(libraryInfo) }),
        };
        // A body of unknown fields only changes nothing (an empty SET is no SQL).
        if (!Object.keys(changes).length) return loadFlowView(db, flow);
        const row = await updateFlow(db, request.params.flowId, changes);
        return loadFlowView(db, row);
      },
    );

    app.delete(
      '/api/workspaces/:ws/flows/:flowId',
      { schema: { tags: ['flows'], params: FlowParams, response: { 200: Flow, ...errorResponses } } },
      async (request) => {
        const flow = await requireFlow(db, request.params.ws, request.params.flowId);
        if (flow.liveVersionId) await unsetLive(db, temporal, flow);
        const row = await updateFlow(db, request.params.flowId, { deletedAt: new Date() });
        return loadFlowView(db, row);
      },
    );
  };
