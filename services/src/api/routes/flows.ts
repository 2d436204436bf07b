import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/flows.js';
import { principalOf, requireUser } from '../auth/principal.js';
import { requireWorkspace } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { createFlow } from '../../repos/create-flow.js';
import { listFlows, loadFlowView, loadFlowViews, requireFlow, updateFlow } from '../../repos/flows.js';
import { saveVersion } from '../../repos/versions.js';
import { unsetLive } from '../../triggers/set-live.js';
const metricsPeriodDays = { last7Days: 7, last30Days: 30, last90Days: 90 } as const;

export const flowRoutes =
  ({ db, temporal }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));

    app.route({
      ...contract.listFlows,
      handler: async (request) => {
        const rows = await listFlows(db, request.params.ws);
        const period = request.query.metricsPeriod;
        const since = period === 'all' ? undefined : new Date(Date.now() - metricsPeriodDays[period] * 86_400_000);
        return { items: await loadFlowViews(db, rows, since), nextCursor: null };
      },
    });

    app.route({
      ...contract.createFlow,
      handler: async (request, reply) => {
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
    });

    app.route({
      ...contract.getFlow,
      handler: async (request) => {
        const row = await requireFlow(db, request.params.ws, request.params.flowId);
        return loadFlowView(db, row);
      },
    });

    app.route({
      ...contract.updateFlow,
      handler: async (request) => {
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
    });

    app.route({
      ...contract.deleteFlow,
      handler: async (request) => {
        const flow = await requireFlow(db, request.params.ws, request.params.flowId);
        if (flow.liveVersionId) await unsetLive(db, temporal, flow);
        const row = await updateFlow(db, request.params.flowId, { deletedAt: new Date() });
        return loadFlowView(db, row);
      },
    });
  };
