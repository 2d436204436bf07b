import { z } from 'zod';
import { IsoDuration } from './duration.js';
import { Expression } from './expression.js';
import { StepBase } from './step-base.js';

/** What a deadline that passes without an answer decides (docs/flow-language.md § Approvals). */
export const approvalDeadlineOutcomes = ['reject', 'approve', 'fail'] as const;
export const ApprovalDeadlineOutcome = z.enum(approvalDeadlineOutcomes);
export type ApprovalDeadlineOutcome = z.infer<typeof ApprovalDeadlineOutcome>;

/** How long the approval waits, and what happens when nobody answered by then. */
export const ApprovalDeadline = z.object({
  after: IsoDuration,
  then: ApprovalDeadlineOutcome,
});
export type ApprovalDeadline = z.infer<typeof ApprovalDeadline>;

/** Who may answer: every member of the workspace, or the members with these addresses. */
export const ApprovalApprovers = z.object({
  emails: z.array(z.email('Invalid email address')).max(50, 'At most 50 approvers').optional(),
});
export type ApprovalApprovers = z.infer<typeof ApprovalApprovers>;

/** A wait that ends when a person decides (docs/flow-language.md § Approvals). */
export const ApprovalStep = StepBase.extend({
  type: z.literal('approval'),
  title: Expression,
  message: Expression,
  approvers: ApprovalApprovers.default({}),
  /** JSON Schema (an object) of the values the approver fills in, built like the run-input form. */
  form: z.record(z.string(), z.unknown()).optional(),
  /** A list to review one by one: the output splits it into approved and rejected items. */
  items: Expression.optional(),
  deadline: ApprovalDeadline,
  /** A team-chat connection (Slack) that gets the request too; absent: the workspace's notification connection, if any. */
  chatConnectionId: z.string().min(1).optional(),
});
export type ApprovalStep = z.infer<typeof ApprovalStep>;

/** An approver's decision (the run's `approval` step output's `decision`). */
export const ApprovalDecision = z.enum(['approved', 'rejected']);
export type ApprovalDecision = z.infer<typeof ApprovalDecision>;

/** The output of an approval step. */
export type ApprovalOutput = {
  decision: ApprovalDecision;
  decidedBy: string | null;
  decidedAt: string;
  timedOut: boolean;
  values: Record<string, unknown>;
  approved: unknown[];
  rejected: unknown[];
};
