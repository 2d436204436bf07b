import type { ApiTokensTable } from './tables/api-tokens.js';
import type { BillingInfoTable } from './tables/billing-info.js';
import type { ConnectionsTable, OauthStatesTable } from './tables/connections.js';
import type { DownloadsTable } from './tables/downloads.js';
import type { EmailVerificationsTable } from './tables/email-verifications.js';
import type { FlowVersionsTable } from './tables/flow-versions.js';
import type { FlowsTable } from './tables/flows.js';
import type { NotificationSettingsTable, NotificationsTable } from './tables/notifications.js';
import type { PayloadBlobsTable } from './tables/payload-blobs.js';
import type { RateLimitBucketsTable } from './tables/rate-limit-buckets.js';
import type { RunIntakeTable } from './tables/run-intake.js';
import type { RunOutcomeCursorsTable } from './tables/run-outcome-cursors.js';
import type { RunsTable } from './tables/runs.js';
import type { SessionsTable } from './tables/sessions.js';
import type { StepSamplesTable } from './tables/step-samples.js';
import type { UsageMonthsTable } from './tables/usage-months.js';
import type { UsageRecordsTable } from './tables/usage-records.js';
import type { UsersTable } from './tables/users.js';
import type { WorkspaceInvitationsTable } from './tables/workspace-invitations.js';
import type { WorkspaceMembersTable } from './tables/workspace-members.js';
import type { WorkspacesTable } from './tables/workspaces.js';

/** The whole schema, one file per table under tables/. Column names are camelCase here, snake_case in SQL. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  emailVerifications: EmailVerificationsTable;
  apiTokens: ApiTokensTable;
  workspaces: WorkspacesTable;
  workspaceMembers: WorkspaceMembersTable;
  workspaceInvitations: WorkspaceInvitationsTable;
  flows: FlowsTable;
  flowVersions: FlowVersionsTable;
  runs: RunsTable;
  runIntake: RunIntakeTable;
  payloadBlobs: PayloadBlobsTable;
  connections: ConnectionsTable;
  oauthStates: OauthStatesTable;
  notifications: NotificationsTable;
  notificationSettings: NotificationSettingsTable;
  billingInfo: BillingInfoTable;
  usageRecords: UsageRecordsTable;
  usageMonths: UsageMonthsTable;
  runOutcomeCursors: RunOutcomeCursorsTable;
  downloads: DownloadsTable;
  stepSamples: StepSamplesTable;
  rateLimitBuckets: RateLimitBucketsTable;
}
