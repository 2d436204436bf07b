import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { StepName } from '@tandem/catalog';
import { requireUser } from '../auth/principal.js';
import { requireWorkspace, workspaceOf } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { errorResponses, Id } from '../schemas/common.js';
import { SaveStepSampleBody, StepSample, StepSamples, StepTestResult, TestStepBody } from '../schemas/step-tests.js';
import { requireFlow } from '../../repos/flows.js';
import { deleteStepSample, listStepSamples, saveStepSample } from '../../flows/step-samples.js';
import { testStep } from '../../runs/test-step.js';

const FlowParams = z.object({ ws: Id, flowId: Id });
const SampleParams = FlowParams.extend({ stepName: StepName });
const tags = ['step tests'];

/** Trying one step of a flow on its own, and the sample data kept from it. */
export const stepTestRoutes =
  ({ db, temporal }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));

    const flowOf = (request: FastifyRequest & { params: { flowId: string } }) => requireFlow(db, workspaceOf(request).id, request.params.flowId);

    app.post(
      '/api/workspaces/:ws/flows/:flowId/test-step',
      {
        schema: {
          tags,
          summary: "Run one action or utility on its own, as in a run (its connection, credits, retries), against sample data; answers the step's record",
          params: FlowParams,
          body: TestStepBody,
          response: { 200: StepTestResult, ...errorResponses },
        },
      },
      async (request) => {
        const flow = await flowOf(request);
        return testStep(temporal, { ...request.body, workspaceId: flow.workspaceId, flowId: flow.id, versionId: flow.latestVersionId ?? undefined });
      },
    );

    app.get(
      '/api/workspaces/:ws/flows/:flowId/samples',
      { schema: { tags, summary: "The flow's kept step sample data", params: FlowParams, response: { 200: StepSamples, ...errorResponses } } },
      async (request) => {
        const flow = await flowOf(request);
        return { items: await listStepSamples(db, flow.id) };
      },
    );

    app.put(
      '/api/workspaces/:ws/flows/:flowId/samples/:stepName',
      { schema: { tags, summary: "Keep a step's sample data (e.g. the output of trying it)", params: SampleParams, body: SaveStepSampleBody, response: { 200: StepSample, ...errorResponses } } },
      async (request) => {
        const flow = await flowOf(request);
        return saveStepSample(db, flow.id, request.params.stepName, request.body.output);
      },
    );

    app.delete(
      '/api/workspaces/:ws/flows/:flowId/samples/:stepName',
      { schema: { tags, summary: "Forget a step's sample data", params: SampleParams, response: { 204: z.null(), ...errorResponses } } },
      async (request, reply) => {
        const flow = await flowOf(request);
        await deleteStepSample(db, flow.id, request.params.stepName);
        return reply.status(204).send(null);
      },
    );
  };
