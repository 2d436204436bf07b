import type { OpenApprovalInput } from '@tandem/temporal';
import { newId } from '../ids.js';
import type { Db } from '../db/index.js';
import type { Mailer } from '../notifications/mailer.js';
import { noMailer } from '../notifications/mailer.js';
import { notify } from '../notifications/notify.js';
import { approvalLinkPath, createApprovalLink } from './approval-links.js';
import { approvalNoticeKey } from './settle-approval.js';

/** Where an approval request goes besides the bell: each approver's mail, and the team chat. */
export type ApprovalSenders = {
  mailer: Mailer;
  /** The app's public origin and path (`APP_URL`): links in mails and chat messages are absolute. */
  appUrl: string;
  /** Posts a text to the team chat through a connection of the workspace (a Slack webhook). */
  chat?: (request: { workspaceId: string; connectionId: string; text: string; idempotencyKey: string }) => Promise<void>;
};

export const noApprovalSenders: ApprovalSenders = { mailer: noMailer, appUrl: '' };

export type Approver = { userId: string; email: string };

/** The members who may answer: every member, or those of the named addresses (others are not members: ignored). */
export async function approversOf(db: Db, workspaceId: string, emails: readonly string[] | null): Promise<Approver[]> {
  let query = db
    .selectFrom('workspaceMembers')
    .innerJoin('users', 'users.id', 'workspaceMembers.userId')
    .select(['users.id as userId', 'users.email'])
    .where('workspaceMembers.workspaceId', '=', workspaceId);
  if (emails) query = query.where((eb) => eb(eb.fn('lower', ['users.email']), 'in', emails.length ? emails.map((e) => e.toLowerCase()) : ['']));
  return query.orderBy('users.email').execute();
}

/**
 * Records an approval and sends its request: the bell (one workspace notification, resolved when it is
 * decided), a mail to each approver and a message in the team chat (through the step's own chat
 * connection, else the workspace's notification connection), each with a single-use link per approver. A repeated call (the activity retried) finds the row and sends nothing again.
 */
export async function openApproval(db: Db, senders: ApprovalSenders, input: OpenApprovalInput): Promise<{ approvalId: string }> {
  const deadlineAt = new Date(input.deadlineAt);
  const opened = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('approvals')
      .values({
        id: newId(),
        workspaceId: input.workspaceId,
        runId: input.runId,
        workflowId: input.workflowId,
        stepPath: input.stepPath,
        title: input.title.slice(0, 500),
        message: input.message.slice(0, 10_000),
        approvers: input.approvers ? JSON.stringify(input.approvers) : null,
        form: input.form ? JSON.stringify(input.form) : null,
        items: input.items ? JSON.stringify(input.items) : null,
        deadlineAt,
        onDeadline: input.onDeadline,
        decision: null,
        decidedBy: null,
        decidedByEmail: null,
        decidedAt: null,
        values: null,
        itemDecisions: null,
      })
      .onConflict((oc) => oc.columns(['workflowId', 'stepPath']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const existing = await trx.selectFrom('approvals').select('id').where('workflowId', '=', input.workflowId).where('stepPath', '=', input.stepPath).executeTakeFirstOrThrow();
      return { approvalId: existing.id, links: [] };
    }
    const approvers = await approversOf(trx, input.workspaceId, input.approvers);
    const links = [];
    for (const approver of approvers) links.push({ ...approver, token: await createApprovalLink(trx, inserted.id, approver.userId, deadlineAt) });
    return { approvalId: inserted.id, links };
  });
  if (opened.links.length === 0) return { approvalId: opened.approvalId };
  await send(db, senders, input, opened.approvalId, opened.links);
  return { approvalId: opened.approvalId };
}

/** The workspace's notification connection: the team chat its approval requests go to unless the step names one. */
async function notificationConnectionOf(db: Db, workspaceId: string): Promise<string | null> {
  const row = await db.selectFrom('workspaces').select('notificationConnectionId').where('id', '=', workspaceId).executeTakeFirst();
  return row?.notificationConnectionId ?? null;
}

async function send(db: Db, senders: ApprovalSenders, input: OpenApprovalInput, approvalId: string, links: (Approver & { token: string })[]): Promise<void> {
  const inboxPath = `/w/${input.workspaceId}/approvals/${approvalId}`;
  const due = `Please decide by ${input.deadlineAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}.`;
  await notify(db, noMailer, {
    workspaceId: input.workspaceId,
    event: 'APPROVAL_REQUESTED',
    title: input.title,
    content: `${input.message}\n\n${due}`,
    action: { text: 'Review', link: inboxPath },
    dedupeKey: approvalNoticeKey(approvalId),
  });
  const link = (token: string) => `${senders.appUrl}${approvalLinkPath(token)}`;
  const mails = links.map((approver) =>
    senders.mailer.send(approver.email, {
      title: `Approval requested: ${input.title}`,
      content: `${input.message}\n\n${due}\nThis link is yours alone and works once: ${link(approver.token)}`,
      action: { text: 'Or review it in Tandem', link: inboxPath },
    }),
  );
  for (const result of await Promise.allSettled(mails)) {
    if (result.status === 'rejected') console.warn(`approval ${approvalId}: a request mail failed: ${String(result.reason)}`);
  }
  const chatConnectionId = input.chatConnectionId ?? (await notificationConnectionOf(db, input.workspaceId));
  if (chatConnectionId && senders.chat) {
    const lines = links.map((approver) => `• ${approver.email}: ${link(approver.token)}`);
    const text = `*Approval requested: ${input.title}*\n${input.message}\n${due}\nEach link is for one approver and works once:\n${lines.join('\n')}`;
    await senders.chat({ workspaceId: input.workspaceId, connectionId: chatConnectionId, text, idempotencyKey: `approval:${approvalId}` }).catch((error: unknown) => {
      console.warn(`approval ${approvalId}: the chat message failed: ${String(error)}`);
    });
  }
}
