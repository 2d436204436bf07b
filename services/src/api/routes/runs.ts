import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/runs.js';
import type { z } from 'zod';
import { Definition } from '@tandem/catalog';
import { requireUser } from '../auth/principal.js';
import { requireWorkspace, workspaceOf } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { ApiError, unavailable } from '@tandem/platform/errors';
import type { RunSummary } from '../schemas/runs.js';
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

    app.route({
      ...contract.startRun,
      handler: async (request, reply) => {
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
    });

    app.route({
      ...contract.listRuns,
      handler: async (request) => {
        const { rows, nextCursor } = await listRuns(db, request.params.ws, request.query);
        return { items: rows.map(runSummary), nextCursor };
      },
    });

    const closedRuns = new ClosedRuns();
    const readOptions = () => ({ temporalUiUrl: config.temporalUiUrl, namespace: config.temporalNamespace, queryTimeoutMs: config.runQueryTimeoutMs, closedRuns });

    app.route({
      ...contract.getRun,
      handler: async (request) => {
        const run = await requireRun(db, request.params.ws, request.params.runId);
        return readRunState(db, temporal, run, request.query, readOptions());
      },
    });

    app.route({
      ...contract.runSteps,
      handler: async (request) => {
        const run = await requireRun(db, request.params.ws, request.params.runId);
        const state = await readRunState(db, temporal, run, request.query, readOptions());
        return { items: state.steps, nextCursor: state.nextCursor, total: state.stepCount };
      },
    });

    app.route({
      ...contract.stepOutput,
      handler: async (request) => {
        const run = await requireRun(db, request.params.ws, request.params.runId);
        const step = await readStepOutput(temporal, run, request.params.stepPath, readOptions());
        const fitted = fitStep(step, (field) => stepValueUrl(run.workspaceId, run.id, step.path, field));
        const { field, offset } = request.query;
        return fitted.truncated?.[field] ? { ...fitted, page: pageOfStepValue(step, field, offset) } : fitted;
      },
    });

    app.route({
      ...contract.recoverRun,
      handler: async (request, reply) => {
        const workspace = workspaceOf(request);
        const run = await requireRun(db, workspace.id, request.params.runId);
        const flow = await requireFlow(db, workspace.id, run.flowId);
        const started = await recoverRun(db, temporal, { starts, workspace, flow, run, versionId: request.body.versionId, options: readOptions() });
        return reply.status(201).send(started);
      },
    });

    app.route({
      ...contract.cancelRun,
      handler: async (request, reply) => {
        const run = await requireRun(db, request.params.ws, request.params.runId);
        // A run accepted a moment ago may still be starting: its workflow must exist before it can be cancelled.
        if (run.status === 'running' && !(await deps.runIntake.ensureStarted(run.id))) throw unavailable('The run has not started yet (the workflow engine did not answer); try again shortly', 5);
        if (run.status === 'running') await temporal.workflow.getHandle(run.workflowId).cancel();
        return reply.status(202).send({ runId: run.id });
      },
    });
  };
