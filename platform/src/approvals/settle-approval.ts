import type { ApprovalAnswer } from '@tandem/temporal';
import { sql } from 'kysely';
import { newId } from '../ids.js';
import type { Db } from '../db/index.js';
import type { ApprovalClosedReason, ApprovalRow } from '../db/tables/approvals.js';
import { resolveRaised } from '../notifications/notify.js';

type Decision = 'approved' | 'rejected';

export type ApprovalDecisionRecord = {
  approvalId: string;
  workspaceId: string;
  user: { id: string; email: string } | null;
  via: 'app' | 'link' | 'deadline';
  decision: Decision;
  timedOut?: boolean;
  values: Record<string, unknown>;
  itemDecisions: Decision[] | null;
  comment?: string | null;
};

/** The bell's notification of an approval (resolved once it is decided). */
export const approvalNoticeKey = (approvalId: string) => `approval:${approvalId}`;

/** What the waiting workflow receives for a decided approval row. */
export function answerOf(row: ApprovalRow): ApprovalAnswer {
  return {
    approvalId: row.id,
    stepPath: row.stepPath,
    decision: row.decision ?? 'rejected',
    decidedBy: row.decidedByEmail,
    decidedAt: (row.decidedAt ?? new Date()).toISOString(),
    timedOut: row.timedOut,
    values: row.values ?? {},
    itemDecisions: row.itemDecisions,
  };
}

/**
 * Decides a pending approval in the transaction given and records the answer; undefined when it was
 * decided already. The update takes the row's lock, so of two answers (or an answer and the deadline)
 * exactly one finds it pending: the other waits for the first to commit and then finds it decided.
 */
export async function decidePending(trx: Db, record: ApprovalDecisionRecord): Promise<ApprovalRow | undefined> {
  const row = await trx
    .updateTable('approvals')
    .set({
      status: 'decided',
      decision: record.decision,
      timedOut: record.timedOut ?? false,
      decidedBy: record.user?.id ?? null,
      decidedByEmail: record.user?.email ?? null,
      decidedAt: sql<Date>`now()`,
      values: JSON.stringify(record.values),
      itemDecisions: record.itemDecisions ? JSON.stringify(record.itemDecisions) : null,
    })
    .where('id', '=', record.approvalId)
    .where('workspaceId', '=', record.workspaceId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  await trx
    .insertInto('approvalAnswers')
    .values({
      id: newId(),
      approvalId: row.id,
      workspaceId: row.workspaceId,
      userId: record.user?.id ?? null,
      email: record.user?.email ?? null,
      via: record.via,
      decision: record.decision,
      values: JSON.stringify(record.values),
      itemDecisions: record.itemDecisions ? JSON.stringify(record.itemDecisions) : null,
      comment: record.comment ?? null,
    })
    .execute();
  await resolveRaised(trx, approvalNoticeKey(row.id));
  return row;
}

/**
 * The deadline passed: the approval is decided by its rule (`fail` records a rejection and the step
 * fails), unless an answer was recorded first, which then stands. Safe to repeat.
 */
export async function closeApprovalAtDeadline(db: Db, approvalId: string): Promise<ApprovalAnswer> {
  return db.transaction().execute(async (trx) => {
    const pending = await trx.selectFrom('approvals').selectAll().where('id', '=', approvalId).executeTakeFirstOrThrow();
    const decision: Decision = pending.onDeadline === 'approve' ? 'approved' : 'rejected';
    const decided = await decidePending(trx, {
      approvalId,
      workspaceId: pending.workspaceId,
      user: null,
      via: 'deadline',
      decision,
      timedOut: true,
      values: {},
      itemDecisions: null,
    });
    if (decided) return answerOf(decided);
    return answerOf(await trx.selectFrom('approvals').selectAll().where('id', '=', approvalId).executeTakeFirstOrThrow());
  });
}

/**
 * The run ended (cancelled, timed out, terminated, failed) while its approvals waited: each pending one
 * is closed with the reason, leaves the inbox and the bell, and takes no answer any more. Safe to repeat;
 * answers the ids it closed.
 */
export async function closeApprovalsOfRun(db: Db, runId: string, reason: ApprovalClosedReason): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable('approvals')
      .set({ status: 'closed', closedReason: reason })
      .where('runId', '=', runId)
      .where('status', '=', 'pending')
      .returning('id')
      .execute();
    for (const { id } of closed) await resolveRaised(trx, approvalNoticeKey(id));
    return closed.map((row) => row.id);
  });
}
