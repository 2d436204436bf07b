import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import { APPROVAL_ANSWERED_SIGNAL } from '@tandem/temporal';
import { answerOf, decidePending } from '@tandem/platform/approvals';
import { sha256 } from '@tandem/platform/secrets';
import type { Db } from '@tandem/platform/db';
import type { ApprovalRow } from '@tandem/platform/db/tables/approvals';
import { ApiError, badRequest, conflict, unavailable } from '@tandem/platform/errors';
import type { ApprovalAnswerBody } from '../api/schemas/approvals.js';
import { validatorOf } from '../triggers/input-schema.js';
import { isApprover } from './approvals-repo.js';

export const alreadyDecided = () => conflict('This approval was already decided; a later answer is refused');
const closedReasons = { cancelled: 'was cancelled', timedOut: 'took longer than its timeout', terminated: 'was terminated', failed: 'failed' } as const;
export const approvalClosed = (row: ApprovalRow) =>
  conflict(`This approval was closed without a decision: its run ${closedReasons[row.closedReason ?? 'cancelled']}; it no longer takes answers`);
export const deadlinePassed = () => conflict('The deadline of this approval has passed; it no longer takes answers');
export const linkUsed = () => new ApiError(410, 'link_used', 'This approval link was already used; each link works once');

/** The answer's values must fit the form's JSON Schema, and its item decisions the items (one each). */
function assertAnswerFits(row: ApprovalRow, body: ApprovalAnswerBody): void {
  if (row.form && body.decision === 'approved') {
    const validate = validatorOf(row.form);
    if (!validate(body.values)) {
      const issues = (validate.errors ?? []).map((e) => ({ path: ['values', ...e.instancePath.split('/').filter(Boolean)], message: e.message ?? 'is invalid' }));
      throw badRequest("The values do not fit the approval's form", issues);
    }
  }
  if (body.itemDecisions) {
    const count = row.items?.length;
    if (count === undefined) throw badRequest('This approval has no items to decide one by one', [{ path: ['itemDecisions'], message: 'not expected' }]);
    if (body.itemDecisions.length !== count) {
      throw badRequest(`The approval has ${count} items: give one decision for each`, [{ path: ['itemDecisions'], message: `expected ${count} decisions, got ${body.itemDecisions.length}` }]);
    }
  }
}

/**
 * Records a member's answer and wakes the run. Refused: a caller who is not an approver (403), an
 * approval decided already or past its deadline (409), values that do not fit the form (400). The
 * decision is written and the run signalled in one transaction: of two answers racing, the second
 * waits for the first's row lock and then finds it decided; a run that no longer waits undoes it.
 * A link (`linkToken`) is marked used in the same transaction, so it answers at most once.
 */
export async function answerApproval(
  deps: { db: Db; temporal: Client },
  row: ApprovalRow,
  user: { id: string; email: string },
  body: ApprovalAnswerBody,
  via: { kind: 'app' } | { kind: 'link'; token: string },
): Promise<ApprovalRow> {
  if (!isApprover(row, user.email)) throw new ApiError(403, 'not_an_approver', 'You are not one of the approvers of this approval');
  if (row.status === 'closed') throw approvalClosed(row);
  if (row.status !== 'pending') throw alreadyDecided();
  if (row.deadlineAt.getTime() <= Date.now()) throw deadlinePassed();
  assertAnswerFits(row, body);
  return deps.db.transaction().execute(async (trx) => {
    if (via.kind === 'link') {
      const used = await trx
        .updateTable('approvalLinks')
        .set({ usedAt: new Date() })
        .where('tokenHash', '=', sha256(via.token))
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', new Date())
        .returning('tokenHash')
        .executeTakeFirst();
      if (!used) throw linkUsed();
    }
    const decided = await decidePending(trx, {
      approvalId: row.id,
      workspaceId: row.workspaceId,
      user,
      via: via.kind,
      decision: body.decision,
      values: body.decision === 'approved' ? body.values : {},
      itemDecisions: body.itemDecisions ?? null,
      comment: body.comment ?? null,
    });
    if (!decided) {
      const now = await trx.selectFrom('approvals').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
      throw now.status === 'closed' ? approvalClosed(now) : alreadyDecided();
    }
    try {
      await deps.temporal.workflow.getHandle(decided.workflowId).signal(APPROVAL_ANSWERED_SIGNAL, answerOf(decided));
    } catch (error) {
      if (error instanceof WorkflowNotFoundError) throw conflict('The run no longer waits for this approval (it ended)');
      throw unavailable('The answer could not reach the run right now (the workflow engine did not answer); try again shortly', 5);
    }
    return decided;
  });
}
