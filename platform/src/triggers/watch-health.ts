import type { WatchHealthReport } from '@tandem/temporal';
import type { Db } from '../db/index.js';
import { type Mailer, noMailer } from '../notifications/mailer.js';
import { notify, resolveRaised } from '../notifications/notify.js';

/** `WATCH_ALERT_AFTER_MINUTES`: how long a change watch may fail before its members are told (15). */
export function watchAlertAfterMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.WATCH_ALERT_AFTER_MINUTES;
  const minutes = raw === undefined || raw === '' ? 15 : Number(raw);
  if (!Number.isFinite(minutes) || minutes < 0) throw new Error(`WATCH_ALERT_AFTER_MINUTES must be a number of minutes, got "${raw}"`);
  return minutes * 60_000;
}

/** One open notification per watched flow; resolving frees the key so a later outage raises again. */
const dedupeKeyOf = (flowId: string) => `FAILED_WATCH:${flowId}`;

/**
 * What the change watch reports after its polls (the `reportWatchHealth` activity): a failure that
 * has lasted `WATCH_ALERT_AFTER_MINUTES` raises FAILED_FLOW once, a good poll resolves it.
 * The setting is read at each report, so it applies without restarting the workers.
 */
export function createWatchHealth(db: Db, { mailer = noMailer, env = process.env }: { mailer?: Mailer; env?: NodeJS.ProcessEnv } = {}) {
  return {
    async report(report: WatchHealthReport): Promise<void> {
      if (report.failingSince === null) return resolveRaised(db, dedupeKeyOf(report.flowId));
      const failingFor = Date.now() - Date.parse(report.failingSince);
      if (failingFor < watchAlertAfterMs(env)) return;
      await notify(db, mailer, {
        workspaceId: report.workspaceId,
        event: 'FAILED_FLOW',
        title: `The change watch of "${report.flowName}" is failing`,
        content: `It could not check for changes since ${report.failingSince}: ${report.lastError ?? 'unknown error'}. It keeps trying; no change is lost.`,
        action: { text: 'Open the flow', link: `/w/${report.workspaceId}/flows/${report.flowId}` },
        dedupeKey: dedupeKeyOf(report.flowId),
      });
    },
  };
}
export type WatchHealthReporter = ReturnType<typeof createWatchHealth>;
