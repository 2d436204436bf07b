import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/recoveries.js';
import { ApiError } from '@tandem/platform/errors';
import { principalOf, requireUser } from '../auth/principal.js';
import { requireWorkspace, workspaceOf } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import type { RecoverySelection } from '../schemas/recoveries.js';
import { requireConnection } from '@tandem/platform/connections/connections-repo';
import { brokenRunsOf, recoverBrokenRuns } from '@tandem/platform/recoveries/broken-runs';
import { requireFlow } from '../../repos/flows.js';
import { ClosedRuns } from '../../runs/closed-runs.js';
import { previewRecovery } from '../../recoveries/recovery-preview.js';
import { batchView, createBatch, requireBatch, setBatchStatus } from '../../recoveries/recovery-batches.js';

/** Recovering many failed runs at once: a preview, then a batch that starts them at a bounded pace. */
export const recoveryRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, temporal, config, recoveries: driver } = deps;
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));
    const options = { queryTimeoutMs: config.runQueryTimeoutMs, closedRuns: new ClosedRuns() };

    const preview = async (workspaceId: string, selection: RecoverySelection) => previewRecovery(db, temporal, await requireFlow(db, workspaceId, selection.flowId), selection, options);

    app.route({
      ...contract.previewRecovery,
      handler: async (request) => {
        const { runs: _runs, ...answer } = await preview(workspaceOf(request).id, request.body);
        return answer;
      },
    });

    app.route({
      ...contract.startRecovery,
      handler: async (request, reply) => {
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
    });

    app.route({
      ...contract.getRecovery,
      handler: async (request) => batchView(db, await requireBatch(db, workspaceOf(request).id, request.params.batchId)),
    });

    app.route({
      ...contract.brokenRuns,
      handler: async (request) => {
        const connection = await requireConnection(db, workspaceOf(request).id, request.params.id);
        const runs = await brokenRunsOf(db, connection);
        return {
          connectionId: connection.id,
          testedStatus: connection.testedStatus,
          items: runs.map((run) => ({ runId: run.id, flowId: run.flowId, versionId: run.versionId, startedAt: run.startedAt.toISOString(), error: run.error })),
        };
      },
    });

    app.route({
      ...contract.recoverBrokenRuns,
      handler: async (request, reply) => {
        const workspace = workspaceOf(request);
        const connection = await requireConnection(db, workspace.id, request.params.id);
        const batchIds = await recoverBrokenRuns(db, connection, principalOf(request).userId, request.body.runsPerMinute);
        if (batchIds.length === 0) throw new ApiError(404, 'no_failed_runs', 'No run that this connection broke is left to recover');
        for (const batchId of batchIds) driver.drive(batchId);
        return reply.status(201).send({ items: await Promise.all(batchIds.map(async (batchId) => batchView(db, await requireBatch(db, workspace.id, batchId)))) });
      },
    });

    const setStatus = async (workspaceId: string, batchId: string, status: 'paused' | 'running') => {
      const batch = await requireBatch(db, workspaceId, batchId);
      await setBatchStatus(db, batch.id, status);
      if (status === 'running') driver.drive(batch.id);
      return batchView(db, await requireBatch(db, batch.workspaceId, batch.id));
    };
    app.route({ ...contract.pauseRecovery, handler: async (request) => setStatus(workspaceOf(request).id, request.params.batchId, 'paused') });
    app.route({ ...contract.resumeRecovery, handler: async (request) => setStatus(workspaceOf(request).id, request.params.batchId, 'running') });
  };
