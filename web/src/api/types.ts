import type { Definition, Trigger } from '../flow/types';

/** Shapes of the api.md answers the app reads (the API may send more fields). */
export type Locale = 'en' | 'de';
export type User = { userId: string; email: string; name: string; locale: Locale };
export type Workspace = { workspaceId: string; name: string; createdAt: string; creatorEmail: string };
export type Me = { user: User; workspaces: Workspace[] };
export type List<T> = { items: T[]; nextCursor: string | null };

export type Flow = {
  flowId: string;
  workspaceId: string;
  name: string;
  description: string | null;
  liveVersionId: string | null;
  latestVersionId: string | null;
  pinnedAt: string | null;
  createdAt: string;
  trigger: Trigger | null;
  apps: string[];
  executionCount: number;
  successful: number;
  failed: number;
  lastExecutionAt: string | null;
};

export type VersionIssue = { pointer: string; message: string; severity?: 'error' | 'warning' };
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
export type FlowVersion = FlowVersionSummary & { definition: Definition };
export type SavedVersion = { versionId: string; valid: boolean; issues: VersionIssue[] };

export type RunStatus = 'running' | 'completed' | 'failed' | 'cancelled' | 'timedOut' | 'terminated';
export type StepStatus = 'running' | 'succeeded' | 'failed' | 'skipped';
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
export type RunStep = {
  path: string;
  name: string;
  type: string;
  status: StepStatus;
  startedAt?: string;
  finishedAt?: string;
  attempts: number;
  input?: unknown;
  output?: unknown;
  error?: { message: string; type: string };
};
export type RunState = Omit<RunSummary, 'triggerType'> & {
  trigger: { type: string; payload: unknown };
  steps: RunStep[];
  temporalUrl?: string;
};

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

export type CatalogApp = { id: string; name: string; shortName?: string; description?: string; premium?: boolean; authentication?: string };
export type CatalogAction = {
  id: string;
  displayName: string;
  description?: string;
  mutates?: boolean;
  hidden?: boolean;
  deprecated?: boolean;
  input: JsonSchema;
  output: JsonSchema;
};

export type Connection = {
  connectionId: string;
  app: string;
  name: string;
  configurationStatus?: 'valid' | 'invalid' | 'usePreset';
  testedStatus: 'unknown' | 'working' | 'failing';
  failureReason?: string | null;
  createdAt?: string;
};

export type NotificationPeriod = 'unresolved' | 'lastWeek' | 'last2Weeks' | 'lastMonth';
export type Notification = {
  notificationId: string;
  createdAt: string;
  event: string;
  title: string;
  content: string;
  action?: { text: string; link: string } | null;
  resolved?: { by: string; at: string } | null;
  unresolvable?: boolean;
  seen?: { by: string; at: string } | null;
};
