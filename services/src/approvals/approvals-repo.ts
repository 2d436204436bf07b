import type { Db } from '@tandem/platform/db';
import type { ApprovalAnswerRow, ApprovalRow } from '@tandem/platform/db/tables/approvals';
import { notFound } from '@tandem/platform/errors';
import type { ApprovalAnswerView, ApprovalView } from '../api/schemas/approvals.js';

/** An approval of this workspace; one of another workspace answers 404 like a missing one. */
export async function requireApproval(db: Db, workspaceId: string, approvalId: string): Promise<ApprovalRow> {
  const row = await db.selectFrom('approvals').selectAll().where('id', '=', approvalId).where('workspaceId', '=', workspaceId).executeTakeFirst();
  if (!row) throw notFound('Approval not found');
  return row;
}

/** Whether this member may answer: every member, or one of the named approvers. */
export function isApprover(row: ApprovalRow, email: string): boolean {
  return row.approvers === null || row.approvers.includes(email.toLowerCase());
}

export const isOpen = (row: ApprovalRow, now = new Date()) => row.status === 'pending' && row.deadlineAt.getTime() > now.getTime();

function answerView(row: ApprovalAnswerRow): ApprovalAnswerView {
  return {
    answerId: row.id,
    by: row.email,
    via: row.via,
    decision: row.decision,
    values: row.values,
    itemDecisions: row.itemDecisions,
    comment: row.comment,
    answeredAt: row.answeredAt.toISOString(),
  };
}

/** The views of approvals, with their answers and their flows' names, for a member (`email`). */
export async function approvalViews(db: Db, rows: readonly ApprovalRow[], email: string): Promise<ApprovalView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const answers = await db.selectFrom('approvalAnswers').selectAll().where('approvalId', 'in', ids).orderBy('answeredAt').execute();
  const flows = await db
    .selectFrom('runs')
    .innerJoin('flows', 'flows.id', 'runs.flowId')
    .select(['runs.id as runId', 'flows.id as flowId', 'flows.name'])
    .where('runs.id', 'in', rows.map((row) => row.runId))
    .execute();
  return rows.map((row) => {
    const flow = flows.find((f) => f.runId === row.runId);
    return {
      approvalId: row.id,
      workspaceId: row.workspaceId,
      runId: row.runId,
      flowId: flow?.flowId ?? null,
      flowName: flow?.name ?? null,
      stepPath: row.stepPath,
      title: row.title,
      message: row.message,
      approvers: row.approvers,
      form: row.form,
      items: row.items,
      deadlineAt: row.deadlineAt.toISOString(),
      onDeadline: row.onDeadline as ApprovalView['onDeadline'],
      status: row.status,
      closedReason: row.closedReason,
      decision: row.decision,
      timedOut: row.timedOut,
      decidedBy: row.decidedByEmail,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      values: row.values,
      itemDecisions: row.itemDecisions,
      createdAt: row.createdAt.toISOString(),
      canAnswer: isOpen(row) && isApprover(row, email),
      answers: answers.filter((answer) => answer.approvalId === row.id).map(answerView),
    };
  });
}

/** The inbox: the workspace's approvals, newest first (pending ones by default). */
export async function listApprovals(db: Db, workspaceId: string, status: 'pending' | 'decided' | 'closed' | 'all', runId?: string): Promise<ApprovalRow[]> {
  let query = db.selectFrom('approvals').selectAll().where('workspaceId', '=', workspaceId);
  if (status !== 'all') query = query.where('status', '=', status);
  if (runId) query = query.where('runId', '=', runId);
  return query.orderBy('createdAt', 'desc').limit(200).execute();
}

export async function emailOf(db: Db, userId: string): Promise<string> {
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  return user.email;
}
