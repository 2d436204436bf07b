import { z } from 'zod';

const Decision = z.enum(['approved', 'rejected']);

/** A recorded answer: who (null: the deadline), when, how and what. */
export const ApprovalAnswerView = z.object({
  answerId: z.string(),
  by: z.string().nullable().describe("The approver's address; null when the deadline decided"),
  via: z.enum(['app', 'link', 'deadline']),
  decision: Decision,
  values: z.record(z.string(), z.unknown()).nullable(),
  itemDecisions: z.array(Decision).nullable(),
  comment: z.string().nullable(),
  answeredAt: z.string(),
});
export type ApprovalAnswerView = z.infer<typeof ApprovalAnswerView>;

/** An approval step's request and, once decided, its decision (docs/flow-language.md § Approvals). */
export const ApprovalView = z.object({
  approvalId: z.string(),
  workspaceId: z.string(),
  runId: z.string(),
  flowId: z.string().nullable(),
  flowName: z.string().nullable(),
  stepPath: z.string(),
  title: z.string(),
  message: z.string(),
  approvers: z.array(z.string()).nullable().describe('The named approvers; null: every member'),
  form: z.record(z.string(), z.unknown()).nullable(),
  items: z.array(z.unknown()).nullable(),
  deadlineAt: z.string(),
  onDeadline: z.enum(['reject', 'approve', 'fail']),
  status: z.enum(['pending', 'decided', 'closed']).describe('closed: the run ended (see closedReason) before anyone decided; it takes no answer'),
  closedReason: z.enum(['cancelled', 'timedOut', 'terminated', 'failed']).nullable().describe('How the run of a closed approval ended; null unless closed'),
  decision: Decision.nullable(),
  timedOut: z.boolean(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  values: z.record(z.string(), z.unknown()).nullable(),
  itemDecisions: z.array(Decision).nullable(),
  createdAt: z.string(),
  /** Whether the caller may answer it now. */
  canAnswer: z.boolean(),
  answers: z.array(ApprovalAnswerView),
});
export type ApprovalView = z.infer<typeof ApprovalView>;

/** An answer: the decision, the form's values, and one decision per item when it has items. */
export const ApprovalAnswerBody = z.object({
  decision: Decision,
  values: z.record(z.string(), z.unknown()).default({}),
  itemDecisions: z.array(Decision).max(1000).optional().describe('One decision per item, in order; absent: every item follows the decision'),
  comment: z.string().max(2000).optional(),
});
export type ApprovalAnswerBody = z.infer<typeof ApprovalAnswerBody>;

export const ApprovalsQuery = z.object({ status: z.enum(['pending', 'decided', 'closed', 'all']).default('pending') });

/** What a single-use link shows before it is used, and after. */
export const ApprovalLinkView = z.object({
  state: z
    .enum(['open', 'used', 'expired', 'decided', 'closed'])
    .describe('open: it can answer; used: it answered already; expired: the deadline passed; decided: someone else answered; closed: the run ended without a decision'),
  approver: z.string(),
  approval: ApprovalView,
});
export type ApprovalLinkView = z.infer<typeof ApprovalLinkView>;
