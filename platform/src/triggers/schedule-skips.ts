import { sql } from 'kysely';
import type { Db } from '../db/index.js';
import { type Mailer, noMailer } from '../notifications/mailer.js';
import { notify } from '../notifications/notify.js';

/** What Temporal counted for a flow's schedule: fires dropped as too late plus fires skipped while a run was still going. */
export type ScheduleSkipsReport = { workspaceId: string; flowId: string; skipped: number };

/**
 * Tells a workspace when its schedule skipped fires (docs/flow-language.md § Triggers, catch-up):
 * Temporal keeps a running count per schedule; this remembers the count already told and raises
 * FAILED_FLOW once for each rise. A schedule made anew (the flow went live again) counts from 0 again.
 */
export function createScheduleSkips(db: Db, { mailer = noMailer }: { mailer?: Mailer } = {}) {
  return {
    async report({ workspaceId, flowId, skipped }: ScheduleSkipsReport): Promise<void> {
      const told = await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('scheduleFireSkips').select('skipped').where('flowId', '=', flowId).forUpdate().executeTakeFirst();
        await trx
          .insertInto('scheduleFireSkips')
          .values({ flowId, skipped })
          .onConflict((oc) => oc.column('flowId').doUpdateSet({ skipped: sql<number>`excluded.skipped` }))
          .execute();
        return row?.skipped ?? 0;
      });
      // A new schedule restarts Temporal's count: anything up to the new count is news.
      const news = skipped >= told ? skipped - told : skipped;
      if (news <= 0) return;
      const flow = await db.selectFrom('flows').select('name').where('id', '=', flowId).where('workspaceId', '=', workspaceId).executeTakeFirst();
      if (!flow) return;
      const fires = news === 1 ? 'One scheduled run was' : `${news} scheduled runs were`;
      await notify(db, mailer, {
        workspaceId,
        event: 'FAILED_FLOW',
        title: `"${flow.name}" skipped scheduled runs`,
        content: `${fires} skipped: they came due while Tandem was down or while an earlier run of the flow was still going. The flow's catch-up policy decides what runs after an outage; it can be changed in its trigger.`,
        action: { text: 'Open the flow', link: `/w/${workspaceId}/flows/${flowId}` },
        dedupeKey: `SKIPPED_FIRES:${flowId}:${skipped}`,
      });
    },
  };
}
export type ScheduleSkipsReporter = ReturnType<typeof createScheduleSkips>;
