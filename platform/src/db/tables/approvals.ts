import type { ColumnType, Generated, Selectable } from 'kysely';

type Json<T> = ColumnType<T, string | null, string | null>;

/** How a run ended that left its approval undecided. */
export type ApprovalClosedReason = 'cancelled' | 'timedOut' | 'terminated' | 'failed';

/** An approval step waiting for (or past) a person's decision (platform/src/approvals/). */
export interface ApprovalsTable {
  id: string;
  workspaceId: string;
  runId: string;
  workflowId: string;
  stepPath: string;
  title: string;
  message: string;
  /** The addresses of the named approvers; null: every member may answer. */
  approvers: Json<string[] | null>;
  form: Json<Record<string, unknown> | null>;
  items: Json<unknown[] | null>;
  deadlineAt: Date;
  onDeadline: string;
  /** closed: the run ended (cancelled, timed out, terminated) before anyone decided; see `closedReason`. */
  status: Generated<'pending' | 'decided' | 'closed'>;
  /** How the run of a closed approval ended; null otherwise. */
  closedReason: Generated<ApprovalClosedReason | null>;
  decision: 'approved' | 'rejected' | null;
  timedOut: Generated<boolean>;
  decidedBy: string | null;
  decidedByEmail: string | null;
  decidedAt: Date | null;
  values: Json<Record<string, unknown> | null>;
  itemDecisions: Json<('approved' | 'rejected')[] | null>;
  createdAt: Generated<Date>;
}
export type ApprovalRow = Selectable<ApprovalsTable>;

/** A single-use link for one approver and one approval: only the token's hash is stored. */
export interface ApprovalLinksTable {
  tokenHash: string;
  approvalId: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Generated<Date>;
}

/** A recorded answer: who (null for the deadline), when, how, and what. */
export interface ApprovalAnswersTable {
  id: string;
  approvalId: string;
  workspaceId: string;
  userId: string | null;
  email: string | null;
  via: 'app' | 'link' | 'deadline';
  decision: 'approved' | 'rejected';
  values: Json<Record<string, unknown> | null>;
  itemDecisions: Json<('approved' | 'rejected')[] | null>;
  comment: string | null;
  answeredAt: Generated<Date>;
}
export type ApprovalAnswerRow = Selectable<ApprovalAnswersTable>;
