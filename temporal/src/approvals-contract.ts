import type { ApprovalDeadlineOutcome } from '@tandem/catalog';

/** What an approval step asks the platform to open (docs/flow-language.md § Approvals). */
export type OpenApprovalInput = {
  workspaceId: string;
  runId: string;
  /** The workflow that waits: the answer is signalled to it. */
  workflowId: string;
  stepPath: string;
  title: string;
  message: string;
  /** The named approvers' addresses; null: every member of the workspace. */
  approvers: string[] | null;
  form: Record<string, unknown> | null;
  items: unknown[] | null;
  /** When the approval stops taking answers, ISO-8601. */
  deadlineAt: string;
  onDeadline: ApprovalDeadlineOutcome;
  chatConnectionId: string | null;
};

/** The decision that ends an approval, as the API signals it or the deadline settles it. */
export type ApprovalAnswer = {
  approvalId: string;
  stepPath: string;
  decision: 'approved' | 'rejected';
  /** The approver's address; null when the deadline decided. */
  decidedBy: string | null;
  decidedAt: string;
  timedOut: boolean;
  values: Record<string, unknown>;
  /** One decision per item, in the items' order; null: the approval had no items. */
  itemDecisions: ('approved' | 'rejected')[] | null;
};

/** The signal the API sends to the waiting workflow once an answer is recorded. */
export const APPROVAL_ANSWERED_SIGNAL = 'approvalAnswered';

/** Activities of the "flows" task queue for approval steps (workers/src/activities/approvals.ts). */
export interface ApprovalActivities {
  /** Records the approval and sends the requests (bell, mail, chat). Idempotent by workflow and step. */
  openApproval(input: OpenApprovalInput): Promise<{ approvalId: string }>;
  /** The deadline passed: settles the approval by its deadline rule, unless an answer came first (that one stands). */
  closeApprovalAtDeadline(input: { approvalId: string; stepPath: string }): Promise<ApprovalAnswer>;
}
