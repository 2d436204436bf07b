import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Definition } from '@tandem/catalog';
import { requireUser } from '../auth/principal.js';
import { requireWorkspace, workspaceOf } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { ApiError, unavailable } from '@tandem/platform/errors';
import { ErrorBody, errorResponses, Id, RunId } from '../schemas/common.js';
import { RecoverRunBody, RunsQuery, RunStarted, RunState, RunStateQuery, RunStepsPage, RunStepsQuery, RunSummary, StartRunBody } from '../schemas/runs.js';
import { StepValueQuery, StepWithValuePage } from '../schemas/step-values.js';
import { fitStep, pageOfStepValue, stepValueUrl } from '../../runs/step-value-pages.js';
import { requireFlow } from '../../repos/flows.js';
import { listRuns, requireRun } from '../../repos/runs.js';
import { flowToRun } from '../../repos/flow-to-run.js';
import { ClosedRuns } from '../../runs/closed-runs.js';
import { readRunState, readStepOutput } from '../../runs/run-state.js';
import { runStartsOf } from '../../runs/start-run.js';
import { recoverRun } from '../../runs/recover-run.js';
import { assertFitsInputSchema } from '../../triggers/input-schema.js';
import { assertBlobQuota } from '../../runs/blob-quota.js';
import type { RunRow } from '@tandem/platform/db/tables/runs';

const FlowParams = z.object({ ws: Id, flowId: Id });
const RunParams = z.object({ ws: Id, runId: RunId });
const StepParams = RunParams.extend({ stepPath: z.string().min(1).max(1000) });
/** A read of a run's state also answers 503 (with Retry-After) when no worker answers in time. */
const readResponses = { ...errorResponses, 503: ErrorBody };

function runSummary(row: RunRow): z.infer<typeof RunSummary> {
  return {
    runId: row.id,
    flowId: row.flowId,
    versionId: row.versionId,
    status: row.status,
    triggerType: row.triggerType,
    startedAt: row.startedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    error: row.error,
    recoveredFrom: row.recoveredFrom,
  };
}

export const runRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, temporal, config } = deps;
    const starts = runStartsOf(deps);
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));

    app.post(
      '/api/workspaces/:ws/flows/:flowId/runs',
      {
        schema: {
          tags: ['runs'],
          summary: 'Run a flow now (the latest valid version unless one is named)',
          params: FlowParams,
          body: StartRunBody,
          response: { 201: RunStarted, ...errorResponses, 413: ErrorBody },
        },
      },
      async (request, reply) => {
        const workspace = workspaceOf(request);
        const { flow, version } = await flowToRun(db, workspace.id, request.params.flowId, request.body.versionId);
        if (!version) throw new ApiError(400, 'no_valid_version', 'The flow has no valid version to run');
        if (!version.valid) throw new ApiError(400, 'invalid_version', 'Only a valid version can run', version.issues.map((i) => ({ path: [i.pointer], message: i.message })));
        const definition = Definition.parse(version.definition);
        assertFitsInputSchema(definition.inputSchema, request.body.input ?? null, 'input');
        await assertBlobQuota(db, config, workspace.id, request.body.input, 'run input');
        const { runId } = await deps.runIntake.accept({
          workspaceId: workspace.id,
          flowId: flow.id,
          flowName: flow.name,
          versionId: version.id,
          definition,
          trigger: { type: 'manual', payload: request.body.input ?? null },
          maxFlowRuntimeMinutes: workspace.maxFlowRuntimeMinutes,
        });
        return reply.status(201).send({ runId });
      },
    );

    app.get(
      '/api/workspaces/:ws/runs',
      {
        schema: {
          tags: ['runs'],
          summary: 'Runs of the workspace, newest first',
          params: z.object({ ws: Id }),
          querystring: RunsQuery,
          response: { 200: z.object({ items: z.array(RunSummary), nextCursor: z.string().nullable() }), ...errorResponses },
        },
      },
      async (request) => {
        const { rows, nextCursor } = await listRuns(db, request.params.ws, request.query);
        return { items: rows.map(runSummary), nextCursor };
      },
    );

    const closedRuns = new ClosedRuns();
    const readOptions = () => ({ temporalUiUrl: config.temporalUiUrl, namespace: config.temporalNamespace, queryTimeoutMs: config.runQueryTimeoutMs, closedRuns });

    app.get(
      '/api/workspaces/:ws/runs/:runId',
      {
        schema: {
          tags: ['runs'],
          summary: 'The run state with one page of its steps (by path prefix, from a cursor; outputs unless outputs=false)',
          params: RunParams,
          querystring: RunStateQuery,
          response: { 200: RunState, ...readResponses },
        },
      },
      async (request) => {
        const run = await requireRun(db, request.params.ws, request.params.runId);
        return readRunState(db, temporal, run, request.query, readOptions());
      },
    );

    app.get(
      '/api/workspaces/:ws/runs/:runId/steps',
      {
        schema: {
          tags: ['runs'],
          summary: "A page of the run's steps, without inputs and outputs unless outputs=true (by path prefix, from a cursor)",
          params: RunParams,
          querystring: RunStepsQuery,
          response: { 200: RunStepsPage, ...readResponses },
        },
      },
      async (request) => {
        const run = await requireRun(db, request.params.ws, request.params.runId);
        const state = await readRunState(db, temporal, run, request.query, readOptions());
        return { items: state.steps, nextCursor: state.nextCursor, total: state.stepCount };
      },
    );

    app.get(
      '/api/workspaces/:ws/runs/:runId/steps/:stepPath/output',
      {
        schema: {
          tags: ['runs'],
          summary:
            'One step of the run with its input and output (the path URL-encoded, e.g. loop_1%5B3%5D.send); one too large to answer whole (over 1 MiB of JSON) is named in `truncated` and answered as a `page` of JSON text (field=input|output, offset)',
          params: StepParams,
          querystring: StepValueQuery,
          response: { 200: StepWithValuePage, ...readResponses },
        },
      },
      async (request) => {
        const run = await requireRun(db, request.params.ws, request.params.runId);
        const step = await readStepOutput(temporal, run, request.params.stepPath, readOptions());
        const fitted = fitStep(step, (field) => stepValueUrl(run.workspaceId, run.id, step.path, field));
        const { field, offset } = request.query;
        return fitted.truncated?.[field] ? { ...fitted, page: pageOfStepValue(step, field, offset) } : fitted;
      },
    );

    app.post(
      '/api/workspaces/:ws/runs/:runId/recover',
      {
        schema: {
          tags: ['runs'],
          summary: 'Run a failed run again from its failed step (its own version or a newer one with the same steps before it)',
          params: RunParams,
          body: RecoverRunBody,
          response: { 201: RunStarted, 409: ErrorBody, ...readResponses },
        },
      },
      async (request, reply) => {
        const workspace = workspaceOf(request);
        const run = await requireRun(db, workspace.id, request.params.runId);
        const flow = await requireFlow(db, workspace.id, run.flowId);
        const started = await recoverRun(db, temporal, { starts, workspace, flow, run, versionId: request.body.versionId, options: readOptions() });
        return reply.status(201).send(started);
      },
    );

    app.post(
      '/api/workspaces/:ws/runs/:runId/cancel',
      { schema: { tags: ['runs'], summary: 'Cancel a running run', params: RunParams, response: { 202: RunStarted, ...readResponses } } },
      async (request, reply) => {
        const run = await requireRun(db, request.params.ws, request.params.runId);
        // A run accepted a moment ago may still be starting: its workflow must exist before it can be cancelled.
        if (run.status === 'running' && !(await deps.runIntake.ensureStarted(run.id))) throw unavailable('The run has not started yet (the workflow engine did not answer); try again shortly', 5);
        if (run.status === 'running') await temporal.workflow.getHandle(run.workflowId).cancel();
        return reply.status(202).send({ runId: run.id });
      },
    );
  };
