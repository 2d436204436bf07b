import type { Client } from '@temporalio/client';
import { Definition, flowCallsOf, issuesOfZodError } from '@tandem/catalog';
import { flowCatalogFor } from '../flows/flow-call-context.js';
import { validateDefinition } from '../flows/validate-definition.js';
import type { Db } from '@tandem/platform/db';
import type { FlowRow } from '@tandem/platform/db/tables/flows';
import type { FlowVersionRow } from '@tandem/platform/db/tables/flow-versions';
import { ApiError, notFound } from '@tandem/platform/errors';
import { lockWorkspace } from '@tandem/platform/workspaces/workspace-lock';
import { removeFlowSchedule, syncFlowSchedule } from './flow-schedule.js';
import { stopFlowWatch, syncFlowWatch } from './flow-watch.js';
import type { SecretBox } from '@tandem/platform/connections/secret-box';
import { newHookToken, storedHookToken } from './hook-token.js';
import type { LiveFlow } from './live-flow.js';
import { flowChecklist } from '../flows/flow-checklist.js';

type Workspace = { id: string; maxFlowRuntimeMinutes: number };

/**
 * Makes a valid version the flow's live one: its trigger acts from now on (schedule, webhook or
 * watch, updated in place); runs in flight keep the version they started with. It runs in one
 * transaction holding the workspace's row (FOR SHARE) and re-checks the workspace there: a deletion
 * either waits for it and then sweeps the schedule or watch it made, or commits first and this answers
 * 404 without touching Temporal.
 */
export async function setLive(db: Db, temporal: Client, workspace: Workspace, flow: FlowRow, version: FlowVersionRow, box: SecretBox): Promise<FlowRow> {
  // A version saved as valid under older rules (e.g. a cron string Temporal refuses) is re-checked.
  const parsed = Definition.safeParse(version.definition);
  const issues = parsed.success ? version.issues : issuesOfZodError(parsed.error);
  if (!version.valid || !parsed.success) {
    throw new ApiError(400, 'invalid_version', 'Only a valid version can go live', issues.map((i) => ({ path: [i.pointer], message: i.message })));
  }
  const definition = parsed.data;
  // The flows it runs may have changed since it was saved (another version live, a call back to this one): checked again.
  if (!flowCallsOf(definition).next().done) {
    const now = validateDefinition(version.definition, await flowCatalogFor(db, workspace.id, { flowId: flow.id, name: flow.name }, version.definition));
    const errors = now.issues.filter((issue) => issue.severity === 'error');
    if (errors.length > 0) throw new ApiError(400, 'invalid_version', 'Only a valid version can go live', errors.map((i) => ({ path: [i.pointer], message: i.message })));
  }
  // A flow copied from the library goes live only once its apps are connected and its required inputs filled.
  const missing = await flowChecklist(db, workspace.id, definition);
  if (missing.length > 0) {
    throw new ApiError(400, 'incomplete_flow', `The flow is not complete yet: ${missing.map((i) => i.message).join('; ')}`, missing.map((i) => ({ path: [i.pointer], message: i.message })));
  }
  const live: LiveFlow = {
    workspaceId: workspace.id,
    flowId: flow.id,
    flowName: flow.name,
    versionId: version.id,
    definition,
    maxFlowRuntimeMinutes: workspace.maxFlowRuntimeMinutes,
  };
  const metrics = { ...flow.performanceMetrics, setLive: flow.performanceMetrics.setLive + 1 };
  return db.transaction().execute(async (trx) => {
    if ((await lockWorkspace(trx, workspace.id)) !== 'standing') throw notFound('Workspace not found');
    await syncFlowSchedule(temporal, live);
    await syncFlowWatch(temporal, live);
    return trx
      .updateTable('flows')
      .set({
        liveVersionId: version.id,
        liveVersionChangedAt: new Date(),
        performanceMetrics: JSON.stringify(metrics),
        // A webhook flow keeps its URL across versions; the first one gets a new token (stored hashed and sealed).
        ...(definition.trigger.type === 'webhook' && !flow.hookTokenHash ? storedHookToken(box, flow.id, newHookToken()) : {}),
      })
      .where('id', '=', flow.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Turns the flow off: no version is live and its trigger stops. */
export async function unsetLive(db: Db, temporal: Client, flow: FlowRow): Promise<FlowRow> {
  await removeFlowSchedule(temporal, flow.id);
  await stopFlowWatch(temporal, flow.id);
  return db
    .updateTable('flows')
    .set({ liveVersionId: null, liveVersionChangedAt: new Date() })
    .where('id', '=', flow.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
