import type { UseCase } from '@tandem/services/schemas/library';
import type { FlowVersion as FlowVersionAnswer, Flow as FlowAnswer } from '@tandem/services/schemas/flows';
import type { CatalogActionWithSchemas, CatalogApp } from '@tandem/services/schemas/catalog';
import type { ApiStepState } from '@tandem/services/schemas/step-values';
import type { Connection } from '@tandem/services/schemas/connections';
import type { LibraryFlow as LibraryFlowAnswer, LibraryFlowPreview as LibraryFlowPreviewAnswer } from '@tandem/services/schemas/library';
import type { TriggerInfo as TriggerInfoAnswer } from '@tandem/services/schemas/triggers';
import type { User } from '@tandem/services/schemas/account';
import type { Definition, Step, Trigger } from '../flow/types';
import { NotificationEvent, type NotificationSettings } from '@tandem/services/schemas/notifications';
import { everyMember } from './every-member';

/**
 * The API's answers as the app reads them, inferred from the API's zod schemas (services/src/api/schemas
 * and the catalogue's flow language). Where an answer holds a definition or a trigger that the API keeps
 * as `unknown` (drafts are saved in any shape), the app reads it as the flow language's type.
 */
export type { RunStatus, StepStatus } from '@tandem/catalog';
export type { ApiToken, CreatedToken } from '@tandem/services/schemas/tokens';
export type { Duty, Me, PasswordResetRequested, SignedIn, SignedUp, User, VerificationSent, Workspace } from '@tandem/services/schemas/account';
export type { Billing } from '@tandem/services/schemas/billing';
export type { Overview } from '@tandem/services/schemas/overview';
export type { Connection, ConnectionAccounts, CreateConnectionBody, OAuth2Start, TestResult, UpdateConnectionBody } from '@tandem/services/schemas/connections';
export type { ConnectionForm } from '@tandem/services/schemas/catalog';
export type { FlowChecklist, FlowVersionSummary, SavedVersion, VersionIssue } from '@tandem/services/schemas/flows';
export type { LibraryInfo, UseCase } from '@tandem/services/schemas/library';
export type { AcceptedInvitation, CreatedInvitation, Invitation, InvitationSummary, Member } from '@tandem/services/schemas/members';
export type {
  Notification,
  NotificationEvent,
  NotificationPeriod,
  NotificationSettings,
  NotificationSettingsChanges,
} from '@tandem/services/schemas/notifications';
export type { ApprovalAnswerBody, ApprovalLinkView, ApprovalView } from '@tandem/services/schemas/approvals';
export type { RunStarted, RunState, RunStepsPage, RunSummary, RunsQuery } from '@tandem/services/schemas/runs';
export type { StepSample, StepTestResult, StepTestSample } from '@tandem/services/schemas/step-tests';
export type { ShadowReport, ShadowRunResult } from '@tandem/services/schemas/shadow-runs';
export type { RotatedHook, SchedulePreview, WatchPollStarted } from '@tandem/services/schemas/triggers';

export type Locale = User['locale'];

/**
 * A page of a list answer. The API builds these with the generic `listOf(item)` schema, so there is no
 * one schema to infer from; the shape is the one listOf gives.
 */
export type List<T> = { items: T[]; nextCursor: string | null };

/** A flow with the dashboard figures; the latest version's trigger (null before the first save). */
export type Flow = Omit<FlowAnswer, 'trigger'> & { trigger: Trigger | null };

/** A saved definition may be a draft: the editor treats it as a definition and the checker says what is missing. */
export type FlowVersion = Omit<FlowVersionAnswer, 'definition'> & { definition: Definition };

/** How a live flow's trigger acts: schedules' next fire times, the webhook URL, the watch's state. */
export type TriggerInfo = Omit<TriggerInfoAnswer, 'trigger'> & { trigger: Trigger | null };

/** A step of a run; in pages of summaries without its output, which is read per step. */
/** A step of a run as the API answers it: an input or output too large for one answer is named in `truncated`. */
export type RunStep = ApiStepState;

/**
 * A JSON Schema document as the catalogue publishes an action's input and output. The API passes
 * them as plain records (JSON Schema is its own standard, not one of our zod schemas); this is the
 * part of the vocabulary the forms read.
 */
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
  examples?: unknown[];
  /** The form hint an action's schema carries (catalog/src/sdk/form-hints.ts). */
  'x-tandem-component'?: { kind: string; minRows?: number };
};

export type { CatalogAction as CatalogActionSummary, CatalogApp } from '@tandem/services/schemas/catalog';
export type AuthKind = CatalogApp['authentication'];
/** An action with its input and output JSON Schemas, read as JSON Schema documents. */
export type CatalogAction = Omit<CatalogActionWithSchemas, 'input' | 'output'> & {
  input: JsonSchema & Record<string, unknown>;
  output: JsonSchema & Record<string, unknown>;
};

export type TestedStatus = Connection['testedStatus'];

export type NotificationChannels = NotificationSettings[NotificationEvent];

/** The use-case categories of the flow library, in the order the library shows them. */
export const USE_CASES = everyMember<UseCase>()(['SEA', 'Feeds', 'Reporting', 'SEO', 'AI', 'Alerts & Tasks', 'Content Creation', 'Ecommerce', 'Social Ads']);

export type PerformanceMetrics = LibraryFlowAnswer['performanceMetrics'];
/** A flow of the public library (GET /api/library/flows). */
export type LibraryFlow = Omit<LibraryFlowAnswer, 'trigger'> & { trigger: Trigger | null };
/** One library flow with its live definition and the (at most 3) preview steps. */
export type LibraryFlowPreview = Omit<LibraryFlowPreviewAnswer, 'trigger' | 'definition' | 'previewSteps'> & {
  trigger: Trigger | null;
  definition: Definition;
  previewSteps: Step[];
};

/** Notification types, in the order the settings show them: the API's enum, read at run time (a pure zod module). */
export const NOTIFICATION_EVENTS = NotificationEvent.options;
