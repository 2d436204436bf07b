import { Context } from '@temporalio/activity';
import { findAction } from '@tandem/catalog/apps';
import { AuthError } from '@tandem/catalog/sdk';
import { type BaseUrlOverrides, runAction } from '@tandem/catalog/runtime';
import { closeApprovalAtDeadline, openApproval, type ApprovalSenders } from '@tandem/platform/approvals';
import type { Db } from '@tandem/platform/db';
import type { ApprovalActivities } from '@tandem/temporal';
import { noConnections, type ConnectionResolver } from './connections.js';

export type ApprovalActivityDeps = {
  senders?: Omit<ApprovalSenders, 'chat'>;
  resolveConnection?: ConnectionResolver;
  baseUrlOverrides?: BaseUrlOverrides;
  env?: Readonly<Record<string, string | undefined>>;
};

/**
 * The team chat of an approval request: Slack's `messages.send` through the step's chat connection
 * or the workspace's notification connection, run here (on the "flows" queue) because the message holds the approvers' links, which must
 * not enter a workflow history.
 */
function slackChat(deps: ApprovalActivityDeps): NonNullable<ApprovalSenders['chat']> {
  return async ({ workspaceId, connectionId, text, idempotencyKey }) => {
    const action = findAction('slack', 'messages.send');
    if (!action) throw new Error('The Slack app is missing from the catalogue');
    const connection = await (deps.resolveConnection ?? noConnections)({ workspaceId, app: 'slack', connectionId });
    if (!connection) throw new AuthError(`No slack connection "${connectionId}" in this workspace; connect the app first`);
    await runAction(action, {
      input: { message: text },
      auth: connection.auth,
      config: connection.config ?? {},
      idempotencyKey,
      signal: Context.current().cancellationSignal,
      env: deps.env,
      baseUrlOverrides: deps.baseUrlOverrides,
      workspaceId,
    });
  };
}

/** The approval steps' activities on the "flows" task queue (platform/src/approvals/). */
export function createApprovalActivities(db: Db, deps: ApprovalActivityDeps): ApprovalActivities {
  const senders: ApprovalSenders = { mailer: deps.senders?.mailer ?? { send: async () => {}, close: () => {} }, appUrl: deps.senders?.appUrl ?? '', chat: slackChat(deps) };
  return {
    openApproval: (input) => openApproval(db, senders, input),
    closeApprovalAtDeadline: ({ approvalId }) => closeApprovalAtDeadline(db, approvalId),
  };
}
