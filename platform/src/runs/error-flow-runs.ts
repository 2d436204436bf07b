import { ApplicationFailure } from '@temporalio/common';
import { sql } from 'kysely';
import type { RunFailedPayload } from '@tandem/catalog';
import type { ErrorFlowRun, FailedRunReport } from '@tandem/temporal';
import type { Db } from '../db/index.js';
import { lockWorkspace } from '../workspaces/workspace-lock.js';
import { registerChildRun, versionToRun } from './child-runs.js';

/** The workflow id of the run of error flow `errorFlowId` for the failed run of workflow `failedWorkflowId`: one per pair, ever. */
export const errorFlowWorkflowId = (failedWorkflowId: string, errorFlowId: string) => `${failedWorkflowId}:onFailure:${errorFlowId}`;

/** The failed run's page and its "run again from the failed step" (the run page's recover card). */
function linksOf(appUrl: string, report: FailedRunReport) {
  const url = `${appUrl.replace(/\/$/, '')}/w/${report.workspaceId}/runs/${report.runId}`;
  return { url, recoverUrl: `${url}#recover` };
}

/**
 * `errorFlowRuns` of the core activities (docs/flow-language.md § Error flows): the live, valid flows of
 * the failed run's workspace whose `runFailed` trigger names its flow or "any", and the workspace's
 * default error flow, each registered as a run of its own. None when the failed flow is an error flow
 * itself (its live trigger is `runFailed`, or it is the default one): error flows never answer error
 * flows, so nothing loops.
 */
export async function errorFlowRuns(db: Db, appUrl: string, report: FailedRunReport): Promise<ErrorFlowRun[]> {
  return db.transaction().execute(async (trx) => {
    if ((await lockWorkspace(trx, report.workspaceId)) !== 'standing') return [];
    const workspace = await trx.selectFrom('workspaces').select('errorFlowId').where('id', '=', report.workspaceId).executeTakeFirstOrThrow();
    const failed = await trx
      .selectFrom('flows')
      .leftJoin('flowVersions', 'flowVersions.id', 'flows.liveVersionId')
      .select(['flows.name', sql<string | null>`flow_versions.definition->'trigger'->>'type'`.as('triggerType')])
      .where('flows.id', '=', report.flowId)
      .executeTakeFirst();
    if (!failed || failed.triggerType === 'runFailed' || workspace.errorFlowId === report.flowId) return [];
    const listening = await trx
      .selectFrom('flows')
      .innerJoin('flowVersions', 'flowVersions.id', 'flows.liveVersionId')
      .select('flows.id')
      .where('flows.workspaceId', '=', report.workspaceId)
      .where('flows.deletedAt', 'is', null)
      .where('flowVersions.valid', '=', true)
      .where(sql<boolean>`flow_versions.definition->'trigger'->>'type' = 'runFailed'`)
      .where((eb) =>
        eb.or([
          eb(sql`flow_versions.definition->'trigger'->'flows'`, '=', sql`'"any"'::jsonb`),
          eb(sql`flow_versions.definition->'trigger'->'flows'`, '@>', sql`jsonb_build_array(${report.flowId}::text)`),
        ]),
      )
      .orderBy('flows.id')
      .execute();
    const ids = [...new Set([...listening.map((row) => row.id), ...(workspace.errorFlowId ? [workspace.errorFlowId] : [])])].filter((id) => id !== report.flowId);
    const { url, recoverUrl } = linksOf(appUrl, report);
    const stepName = report.failure.step?.split('.').at(-1)?.replace(/\[\d+\]$/, '');
    const payload: RunFailedPayload = {
      flow: { id: report.flowId, name: failed.name },
      run: { id: report.runId, url, triggerType: report.triggerType, startedAt: report.startedAt },
      step: report.failure.step ? { path: report.failure.step, name: stepName ?? report.failure.step } : null,
      error: { message: report.failure.message, type: report.failure.type },
      recoverUrl,
    };
    const runs: ErrorFlowRun[] = [];
    for (const flowId of ids) {
      const target = await versionToRun(trx, report.workspaceId, flowId, 'live').catch((error: unknown) => {
        // A default error flow that cannot run (no live or no valid version) is passed over, not a failure of this one.
        if (error instanceof ApplicationFailure) return undefined;
        throw error;
      });
      if (!target) continue;
      const workflowId = errorFlowWorkflowId(report.workflowId, flowId);
      const start = await registerChildRun(trx, { workspaceId: report.workspaceId, workflowId, triggerType: 'runFailed', parentRunId: null }, target);
      runs.push({ workflowId, start, payload });
    }
    return runs;
  });
}
