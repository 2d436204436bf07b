import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/step-tests.js';
import { requireUser } from '../auth/principal.js';
import { requireWorkspace, workspaceOf } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { requireFlow } from '../../repos/flows.js';
import { deleteStepSample, listStepSamples, saveStepSample } from '../../flows/step-samples.js';
import { testStep } from '../../runs/test-step.js';

/** Trying one step of a flow on its own, and the sample data kept from it. */
export const stepTestRoutes =
  ({ db, temporal }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));

    const flowOf = (request: FastifyRequest & { params: { flowId: string } }) => requireFlow(db, workspaceOf(request).id, request.params.flowId);

    app.route({
      ...contract.testStep,
      handler: async (request) => {
        const flow = await flowOf(request);
        return testStep(temporal, { ...request.body, workspaceId: flow.workspaceId, flowId: flow.id, versionId: flow.latestVersionId ?? undefined });
      },
    });

    app.route({
      ...contract.stepSamples,
      handler: async (request) => {
        const flow = await flowOf(request);
        return { items: await listStepSamples(db, flow.id) };
      },
    });

    app.route({
      ...contract.saveStepSample,
      handler: async (request) => {
        const flow = await flowOf(request);
        return saveStepSample(db, flow.id, request.params.stepName, request.body.output);
      },
    });

    app.route({
      ...contract.deleteStepSample,
      handler: async (request, reply) => {
        const flow = await flowOf(request);
        await deleteStepSample(db, flow.id, request.params.stepName);
        return reply.status(204).send(null);
      },
    });
  };
