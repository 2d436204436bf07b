import type { ApprovalOutput, ApprovalStep, Expression } from '@tandem/catalog';
import { parseIsoDuration } from '@tandem/catalog';
import type { ApprovalAnswer } from '../approvals-contract.js';
import type { ApprovalRequest, Effects } from './effects.js';
import { StepFailure } from './step-failure.js';

/** How many items one approval may put up for review (docs/limits.md § Approvals). */
export const MAX_APPROVAL_ITEMS = 1000;

/**
 * Runs an approval step (docs/flow-language.md § Approvals): evaluates its request, waits through the
 * effects for a decision, and turns the decision into the step's output. Pure apart from the wait.
 */
export async function runApproval(
  step: ApprovalStep,
  path: string,
  effects: Effects,
  evaluate: (expression: Expression) => unknown,
): Promise<ApprovalOutput> {
  const name = step.displayName ?? step.name;
  if (!effects.awaitApproval) throw new StepFailure(`The approval '${name}' can only run in a run, not in a step test`, path, 'NotSupported');
  const items = step.items ? evaluate(step.items) : null;
  if (items !== null && !Array.isArray(items)) throw new StepFailure(`approval: items must be a List, got ${typeof items}`, path, 'TypeError');
  if (items && items.length > MAX_APPROVAL_ITEMS) {
    throw new StepFailure(`approval: at most ${MAX_APPROVAL_ITEMS} items can be reviewed in one approval, got ${items.length}`, path, 'LimitExceeded');
  }
  const request: ApprovalRequest = {
    stepPath: path,
    stepName: name,
    title: textOf(evaluate(step.title)),
    message: textOf(evaluate(step.message)),
    approvers: step.approvers.emails?.length ? step.approvers.emails.map((email) => email.toLowerCase()) : null,
    form: step.form ?? null,
    items,
    waitMs: parseIsoDuration(step.deadline.after),
    onDeadline: step.deadline.then,
    chatConnectionId: step.chatConnectionId ?? null,
  };
  const answer = await effects.awaitApproval(request);
  return approvalOutput(answer, items, step, path);
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The step's output for a decision; a deadline that says `fail` fails the step instead. */
export function approvalOutput(answer: ApprovalAnswer, items: unknown[] | null, step: ApprovalStep, path: string): ApprovalOutput {
  if (answer.timedOut && step.deadline.then === 'fail') {
    throw new StepFailure(`Nobody answered the approval '${step.displayName ?? step.name}' before its deadline (${step.deadline.after})`, path, 'ApprovalTimedOut');
  }
  const list = items ?? [];
  // A rejection rejects every item; an approval takes the approver's choice per item (all of them without one).
  const decisionOf = (index: number) => (answer.decision === 'rejected' ? 'rejected' : (answer.itemDecisions?.[index] ?? 'approved'));
  return {
    decision: answer.decision,
    decidedBy: answer.decidedBy,
    decidedAt: answer.decidedAt,
    timedOut: answer.timedOut,
    values: answer.values,
    approved: list.filter((_, index) => decisionOf(index) === 'approved'),
    rejected: list.filter((_, index) => decisionOf(index) === 'rejected'),
  };
}
