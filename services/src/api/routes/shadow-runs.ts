import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/shadow-runs.js';
import { requireUser } from '../auth/principal.js';
import { requireWorkspace, workspaceOf } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { requireFlow } from '../../repos/flows.js';
import { ClosedRuns } from '../../runs/closed-runs.js';
import { ShadowGate, shadowRuns } from '../../shadow/shadow-runs.js';

/** "Try on past runs": a draft run over recorded runs in the interpreter, without calling any app. */
export const shadowRunRoutes =
  ({ db, temporal, config }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));
    const gate = new ShadowGate();
    const closedRuns = new ClosedRuns();

    app.route({
      ...contract.shadowRuns,
      handler: async (request) => {
        const flow = await requireFlow(db, workspaceOf(request).id, request.params.flowId);
        const options = { queryTimeoutMs: config.runQueryTimeoutMs, closedRuns };
        return gate.run(() => shadowRuns(db, temporal, { flow, body: request.body, options }));
      },
    });
  };
