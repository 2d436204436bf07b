import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';

export type Onboarding = {
  status: 'completed' | 'skipped';
  by: { name: string; email: string };
  at: string;
};

/** A workspace. */
export interface WorkspacesTable {
  id: string;
  type: Generated<string>;
  creatorId: string;
  creatorEmail: string;
  name: string;
  internalName: string | null;
  createdAt: Generated<Date>;
  apps: ColumnType<Record<string, unknown>, string | undefined, string>;
  appsModifiedAt: Date | null;
  lastMigration: string | null;
  deletedAt: Date | null;
  maxFlowRuntimeMinutes: Generated<number>;
  onboarding: JSONColumnType<Onboarding | null, string | null, string | null>;
  creditLimit: number | null;
  billingUserId: string | null;
  billingUserEmail: string | null;
  /** The flow every failed run of the workspace starts (besides the error flows whose trigger names its flow). */
  errorFlowId: ColumnType<string | null, string | null | undefined, string | null>;
  /** Runs a connection broke are recovered by themselves once it works again (docs/recover-and-test-step.md). */
  autoRecoverRuns: Generated<boolean>;
  /** The team-chat (Slack) connection Tandem posts approval requests through; null: no chat message. */
  notificationConnectionId: ColumnType<string | null, string | null | undefined, string | null>;
}
export type WorkspaceRow = Selectable<WorkspacesTable>;
