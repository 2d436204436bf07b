import type { DefinitionIssue, RunStatus, StepState, StepStatus } from '@tandem/catalog';
import type { User, Workspace } from '@tandem/services/schemas/account';
import type { TriggerInfo as TriggerInfoAnswer } from '@tandem/services/schemas/triggers';
import type { Definition, Step, Trigger } from '../flow/types';

export type { RunStatus, StepStatus };

/** Shapes of the API's answers (services/src/api/schemas) that the app reads; answers may hold more. */
export type Locale = 'en' | 'de';
/** Inferred from the API's zod schemas: the user (with emailVerified), a workspace with the caller's duties in it, and API tokens. */
export type { Duty, User, Workspace } from '@tandem/services/schemas/account';
export type { ApiToken, CreatedToken } from '@tandem/services/schemas/tokens';
export type Me = { user: User; workspaces: Workspace[] };
export type List<T> = { items: T[]; nextCursor: string | null };

export type Flow = {
  flowId: string;
  workspaceId: string;
  name: string;
  description: string | null;
  liveVersionId: string | null;
  liveVersionChangedAt: string | null;
  latestVersionId: string | null;
  pinnedAt: string | null;
  createdAt: string;
  editMode: 'guided' | 'full-control';
  /** The latest version's trigger (null before the first save). */
  trigger: Trigger | null;
  apps: string[];
  executionCount: number;
  successful: number;
  failed: number;
  lastExecutionAt: string | null;
};

export type VersionIssue = DefinitionIssue;
export type FlowVersionSummary = {
  versionId: string;
  flowId: string;
  name: string | null;
  changeNotes: string | null;
  valid: boolean;
  issues: VersionIssue[];
  createdAt: string;
  creatorEmail: string;
  restoredFrom: string | null;
};
/** A saved definition may be a draft: the editor treats it as a definition and the checker says what is missing. */
export type FlowVersion = FlowVersionSummary & { definition: Definition; guide?: unknown; metadata?: Record<string, unknown> };
export type SavedVersion = { versionId: string; valid: boolean; issues: VersionIssue[] };

/** How a live flow's trigger acts: schedules' next fire times, the webhook URL, the watch's state. */
export type TriggerInfo = Omit<TriggerInfoAnswer, 'trigger'> & { trigger: Trigger | null };

export type RunSummary = {
  runId: string;
  flowId: string;
  versionId: string;
  status: RunStatus;
  triggerType: string;
  startedAt: string;
  closedAt: string | null;
  error: { message: string; step?: string } | null;
};
/** A step of a run; in pages of summaries without its output, which is read per step. */
export type RunStep = StepState;
/** Inferred from the API's zod schemas: the run with one page of steps, and a page of step summaries. */
export type { RunState, RunStepsPage } from '@tandem/services/schemas/runs';

export type JsonSchema = {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
};

export type AuthKind = 'oauth2' | 'oauth1' | 'token' | 'userSecret' | 'userSecretToken' | 'none';
export type CatalogActionSummary = {
  id: string;
  displayName: string;
  description: string;
  mutates: boolean;
  hidden: boolean;
  internal: boolean;
  replacedBy?: { actionId: string; reason: string };
};
export type CatalogApp = {
  id: string;
  name: string;
  shortName: string;
  description: string;
  authentication: AuthKind;
  configurable: boolean;
  capabilities: readonly string[];
  premium: boolean;
  connectGuideLink?: string;
  tutorial: { connect?: string; usage?: string };
  actions: CatalogActionSummary[];
};
export type CatalogAction = CatalogActionSummary & { input: JsonSchema & Record<string, unknown>; output: JsonSchema & Record<string, unknown> };

export type TestedStatus = 'unknown' | 'working' | 'failing';
export type Connection = {
  id: string;
  app: string;
  name: string;
  configurationStatus: 'valid' | 'invalid' | 'usePreset';
  configIssues: { path: (string | number)[]; message: string }[];
  testedStatus: TestedStatus;
  failureReason: string | null;
  config: unknown;
  hasAuth: boolean;
  createdAt: string;
  updatedAt: string;
};

export type NotificationPeriod = 'unresolved' | 'lastWeek' | 'last2Weeks' | 'lastMonth';
export type Notification = {
  notificationId: string;
  createdAt: string;
  event: NotificationEvent;
  title: string;
  content: string;
  action: { text: string; link: string } | null;
  resolved: { by: string; at: string } | null;
  unresolvable: boolean;
  seen: { by: string; at: string } | null;
};

export type { Member } from '@tandem/services/schemas/members';
export type Billing = {
  plan: string;
  includedCredits: number;
  usedCredits: number;
  creditLimit: number | null;
  periodStart: string;
  periodEnd: string;
  usageByApp: { app: string; credits: number; units: number; unit: string | null }[];
};

/** Seed 000 §1 / §9: the use-case categories of the flow library. */
export const USE_CASES = ['SEA', 'Feeds', 'Reporting', 'SEO', 'AI', 'Alerts & Tasks', 'Content Creation', 'Ecommerce', 'Social Ads'] as const;
export type UseCase = (typeof USE_CASES)[number];

/** Seed 000 §3 Flow.libraryInfo as the library routes answer it. */
export type LibraryInfo = {
  useCases: UseCase[];
  apps?: string[];
  advanced: boolean;
  expertPick: boolean;
  riskFree: boolean;
  agency: boolean;
  previewSteps: string[];
  details: { description: string; other?: string };
  metaTitle?: string;
  metaDescription?: string;
};
export type PerformanceMetrics = { shown: number; seen: number; clicked: number; copied: number; setLive: number };
/** A flow of the public library (GET /api/library/flows). */
export type LibraryFlow = {
  flowId: string;
  shortId?: string;
  name: string;
  description: string | null;
  libraryInfo: LibraryInfo;
  apps: string[];
  trigger: Trigger | null;
  performanceMetrics?: PerformanceMetrics;
};
/** One library flow with its live definition and the (at most 3) preview steps. */
export type LibraryFlowPreview = LibraryFlow & { versionId: string; definition: Definition; previewSteps: Step[] };

/** Seed 000 §3 Workspace invitation. */
export type Invitation = {
  invitationId: string;
  workspaceId: string;
  email: string;
  invitedAt: string;
  invitedBy: { userId: string; name: string; email: string };
  invitationUrl: string;
  createdUserId: string | null;
};

/** Seed 000 §9 notification types; a member's channels per type. */
export const NOTIFICATION_EVENTS = [
  'BROKEN_CONNECTION',
  'LIMIT_REACHED',
  'FAILED_FLOW',
  'CREDIT_LIMIT_REACHED',
  'CREDIT_LIMIT_ESTIMATED_TO_BE_REACHED',
  'MANUAL_EXECUTION_COMPLETED',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export type NotificationChannels = { email: boolean; inApp: boolean };
export type NotificationSettings = Record<NotificationEvent, NotificationChannels>;
