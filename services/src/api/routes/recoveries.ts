import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '@tandem/platform/errors';
import { principalOf, requireUser } from '../auth/principal.js';
import { requireWorkspace, workspaceOf } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { ErrorBody, errorResponses, Id } from '../schemas/common.js';
import { BrokenRunRecoveries, BrokenRuns, RecoverBrokenRunsBody, RecoveryBatch, RecoveryBatchParams, RecoveryPreview, RecoverySelection, StartRecoveryBody } from '../schemas/recoveries.js';
import { requireConnection } from '@tandem/platform/connections/connections-repo';
import { brokenRunsOf, recoverBrokenRuns } from '@tandem/platform/recoveries/broken-runs';
import { requireFlow } from '../../repos/flows.js';
import { ClosedRuns } from '../../runs/closed-runs.js';
import { previewRecovery } from '../../recoveries/recovery-preview.js';
import { batchView, createBatch, requireBatch, setBatchStatus } from '../../recoveries/recovery-batches.js';

const tags = ['runs'];
const conflictResponses = { ...errorResponses, 409: ErrorBody, 503: ErrorBody };

/** Recovering many failed runs at once: a preview, then a batch that starts them at a bounded pace. */
export const recoveryRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, temporal, config, recoveries: driver } = deps;
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));
    const options = { queryTimeoutMs: config.runQueryTimeoutMs, closedRuns: new ClosedRuns() };

    const preview = async (workspaceId: string, selection: RecoverySelection) => previewRecovery(db, temporal, await requireFlow(db, workspaceId, selection.flowId), selection, options);

    app.post(
      '/api/workspaces/:ws/recoveries/preview',
      {
        schema: {
          tags,
          summary: 'What recovering the selected failed runs would do: whether their recorded outputs fit the version, and which steps they would call again',
          params: z.object({ ws: Id }),
          body: RecoverySelection,
          response: { 200: RecoveryPreview, ...conflictResponses },
        },
      },
      async (request) => {
        const { runs: _runs, ...answer } = await preview(workspaceOf(request).id, request.body);
        return answer;
      },
    );

    app.post(
      '/api/workspaces/:ws/recoveries',
      {
        schema: {
          tags,
          summary: 'Recover the selected failed runs, each from its failed step, at a bounded pace per connection; refused when a run does not fit the version',
          params: z.object({ ws: Id }),
          body: StartRecoveryBody,
          response: { 201: RecoveryBatch, ...conflictResponses },
        },
      },
      async (request, reply) => {
        const workspace = workspaceOf(request);
        const { runsPerMinute, ...selection } = request.body;
        const checked = await preview(workspace.id, selection);
        if (checked.mismatch) {
          const { runId, step, message } = checked.mismatch;
          throw new ApiError(409, 'output_mismatch', `The recorded output of step '${step}' of run ${runId} does not fit this version (${message}); nothing was started`);
        }
        const batchId = await createBatch(db, { workspaceId: workspace.id, flowId: selection.flowId, versionId: selection.versionId ?? null, createdBy: principalOf(request).userId, runsPerMinute, runIds: checked.runIds });
        driver.drive(batchId);
        return reply.status(201).send(await batchView(db, await requireBatch(db, workspace.id, batchId)));
      },
    );

    app.get(
      '/api/workspaces/:ws/recoveries/:batchId',
      { schema: { tags, summary: "A recovery's progress: who started it, when, and where each run is", params: RecoveryBatchParams, response: { 200: RecoveryBatch, ...errorResponses } } },
      async (request) => batchView(db, await requireBatch(db, workspaceOf(request).id, request.params.batchId)),
    );

    const connectionParams = z.object({ ws: Id, id: Id });
    app.get(
      '/api/workspaces/:ws/connections/:id/broken-runs',
      {
        schema: {
          tags,
          summary: 'The failed runs this connection broke (a step met an auth error on it) that nothing recovers yet: offered for recovery once it works again',
          params: connectionParams,
          response: { 200: BrokenRuns, ...errorResponses },
        },
      },
      async (request) => {
        const connection = await requireConnection(db, workspaceOf(request).id, request.params.id);
        const runs = await brokenRunsOf(db, connection);
        return {
          connectionId: connection.id,
          testedStatus: connection.testedStatus,
          items: runs.map((run) => ({ runId: run.id, flowId: run.flowId, versionId: run.versionId, startedAt: run.startedAt.toISOString(), error: run.error })),
        };
      },
    );

    app.post(
      '/api/workspaces/:ws/connections/:id/broken-runs/recover',
      {
        schema: {
          tags,
          summary: 'Recover every run this connection broke, each on its own version from its failed step: one recovery per flow, at a bounded pace',
          params: connectionParams,
          body: RecoverBrokenRunsBody,
          response: { 201: BrokenRunRecoveries, ...conflictResponses },
        },
      },
      async (request, reply) => {
        const workspace = workspaceOf(request);
        const connection = await requireConnection(db, workspace.id, request.params.id);
        const batchIds = await recoverBrokenRuns(db, connection, principalOf(request).userId, request.body.runsPerMinute);
        if (batchIds.length === 0) throw new ApiError(404, 'no_failed_runs', 'No run that this connection broke is left to recover');
        for (const batchId of batchIds) driver.drive(batchId);
        return reply.status(201).send({ items: await Promise.all(batchIds.map(async (batchId) => batchView(db, await requireBatch(db, workspace.id, batchId)))) });
      },
    );

    for (const [action, status] of [['pause', 'paused'], ['resume', 'running']] as const) {
      app.post(
        `/api/workspaces/:ws/recoveries/:batchId/${action}`,
        { schema: { tags, summary: `${action === 'pause' ? 'Pause' : 'Resume'} a recovery (before its next run)`, params: RecoveryBatchParams, response: { 200: RecoveryBatch, ...errorResponses } } },
        async (request) => {
          const batch = await requireBatch(db, workspaceOf(request).id, request.params.batchId);
          await setBatchStatus(db, batch.id, status);
          if (status === 'running') driver.drive(batch.id);
          return batchView(db, await requireBatch(db, batch.workspaceId, batch.id));
        },
      );
    }
  };
