import type { Db } from '../db/index.js';
import type { Mailer } from '../notifications/mailer.js';
import { notify } from '../notifications/notify.js';

/** Why a run failed: the message, and the step it failed at when one did. */
export type RunError = { message: string; step?: string };

/** What a run's notifications name. */
export type NoticeRun = { id: string; workspaceId: string; triggerType: string; flowName: string };

/** The run's page, where each of its notifications leads. */
export const runLink = (run: Pick<NoticeRun, 'id' | 'workspaceId'>) => ({ text: 'Open the run', link: `/w/${run.workspaceId}/runs/${run.id}` });

/**
 * FAILED_FLOW for a run that failed, once per run: whether its workflow failed (the run watcher) or it
 * never started (the run intake).
 */
export async function notifyRunFailed(db: Db, mailer: Mailer, run: NoticeRun, error: RunError): Promise<void> {
  await notify(db, mailer, {
    workspaceId: run.workspaceId,
    event: 'FAILED_FLOW',
    title: `Flow "${run.flowName}" failed`,
    content: `A ${run.triggerType} run failed${error.step ? ` at ${error.step}` : ''}: ${error.message}`,
    action: runLink(run),
    dedupeKey: run.id,
  });
}
