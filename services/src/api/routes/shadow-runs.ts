import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/principal.js';
import { requireWorkspace, workspaceOf } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { ErrorBody, errorResponses, Id } from '../schemas/common.js';
import { ShadowReport, ShadowRunsBody } from '../schemas/shadow-runs.js';
import { requireFlow } from '../../repos/flows.js';
import { ClosedRuns } from '../../runs/closed-runs.js';
import { ShadowGate, shadowRuns } from '../../shadow/shadow-runs.js';

const FlowParams = z.object({ ws: Id, flowId: Id });

/** "Try on past runs": a draft run over recorded runs in the interpreter, without calling any app. */
export const shadowRunRoutes =
  ({ db, temporal, config }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));
    const gate = new ShadowGate();
    const closedRuns = new ClosedRuns();

    app.post(
      '/api/workspaces/:ws/flows/:flowId/shadow-runs',
      {
        schema: {
          tags: ['runs'],
          summary:
            "Try a draft on the flow's past runs: each recorded I/O output stands in for its call, no app is called; answers what the draft does differently (branches, filtered items, writes, failures)",
          params: FlowParams,
          body: ShadowRunsBody,
          response: { 200: ShadowReport, ...errorResponses, 429: ErrorBody, 503: ErrorBody },
        },
      },
      async (request) => {
        const flow = await requireFlow(db, workspaceOf(request).id, request.params.flowId);
        const options = { queryTimeoutMs: config.runQueryTimeoutMs, closedRuns };
        return gate.run(() => shadowRuns(db, temporal, { flow, body: request.body, options }));
      },
    );
  };
