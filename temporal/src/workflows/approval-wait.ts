import { condition, defineSignal, proxyActivities, setHandler } from '@temporalio/workflow';
import { APPROVAL_ANSWERED_SIGNAL, type ApprovalActivities, type ApprovalAnswer } from '../approvals-contract.js';
import type { ApprovalRequest } from '../interpreter/effects.js';

/** The API signals a recorded answer (services/src/approvals/); the run may wait for several approvals at once. */
export const approvalAnsweredSignal = defineSignal<[ApprovalAnswer]>(APPROVAL_ANSWERED_SIGNAL);

const approvals = proxyActivities<ApprovalActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

/**
 * The Temporal side of approval steps: the request is recorded (and sent) by an activity, then the
 * workflow waits on a signal with a timer for the deadline. Both survive restarts and last for months
 * like any wait. At the deadline an activity settles the approval in the database, where an answer
 * that raced the timer wins; the database holds the one decision.
 */
export function approvalWaits(ids: { workspaceId: string; runId: string; workflowId: string }) {
  const answers = new Map<string, ApprovalAnswer>();
  // Registering a handler issues no command: runs from before approvals replay unchanged.
  setHandler(approvalAnsweredSignal, (answer) => {
    if (!answers.has(answer.stepPath)) answers.set(answer.stepPath, answer);
  });
  return async (request: ApprovalRequest): Promise<ApprovalAnswer> => {
    // Date inside a workflow is Temporal's deterministic clock.
    // eslint-disable-next-line no-restricted-syntax
    const deadlineAt = new Date(new Date().getTime() + request.waitMs).toISOString();
    const { approvalId } = await approvals.openApproval.executeWithOptions({ startToCloseTimeout: '1 minute', summary: request.stepName }, [
      {
        ...ids,
        stepPath: request.stepPath,
        title: request.title,
        message: request.message,
        approvers: request.approvers,
        form: request.form,
        items: request.items,
        deadlineAt,
        onDeadline: request.onDeadline,
        chatConnectionId: request.chatConnectionId,
      },
    ]);
    const answered = await condition(() => answers.get(request.stepPath)?.approvalId === approvalId, request.waitMs);
    if (answered) return answers.get(request.stepPath)!;
    return approvals.closeApprovalAtDeadline({ approvalId, stepPath: request.stepPath });
  };
}
