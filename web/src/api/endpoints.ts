import { api } from './client';
import type {
  ApprovalAnswerBody,
  ApprovalLinkView,
  ApprovalView,
  AcceptedInvitation,
  ApiToken,
  Billing,
  CatalogAction,
  CatalogApp,
  Connection,
  ConnectionForm,
  CreateConnectionBody,
  CreatedInvitation,
  CreatedToken,
  Flow,
  FlowChecklist,
  Invitation,
  InvitationSummary,
  LibraryFlow,
  LibraryFlowPreview,
  FlowVersion,
  FlowVersionSummary,
  List,
  Me,
  Member,
  Notification,
  Overview,
  NotificationPeriod,
  NotificationSettings,
  NotificationSettingsChanges,
  OAuth2Start,
  PasswordResetRequested,
  RotatedHook,
  SchedulePreview,
  RunStarted,
  RunState,
  ShadowReport,
  RunStep,
  RunStepsPage,
  RunSummary,
  RunsQuery,
  SavedVersion,
  StepSample,
  StepTestResult,
  StepTestSample,
  SignedIn,
  SignedUp,
  TestResult,
  ConnectionAccounts,
  TriggerInfo,
  UpdateConnectionBody,
  VerificationSent,
  WatchPollStarted,
  Workspace,
} from './types';
import type { Definition, Schedule, Step } from '../flow/types';

/** What the runs list can be narrowed by (times are ISO-8601). */
export type RunFilters = Omit<RunsQuery, 'limit' | 'cursor'>;

/** Steps the run view reads at a time. */
export const RUN_STEPS_PAGE = 200;

const ws = (workspaceId: string) => `/api/workspaces/${encodeURIComponent(workspaceId)}`;
const flow = (workspaceId: string, flowId: string) => `${ws(workspaceId)}/flows/${encodeURIComponent(flowId)}`;

/** The api.md routes the app calls, one function each. */
export const endpoints = {
  signUp: (body: { email: string; password: string; name: string; next?: string }) => api.post<SignedUp>('/api/auth/signup', body),
  /** `password` is needed when the link is opened without a session of the account (answer `password_required`). */
  verifyEmail: (token: string, password?: string) => api.post<SignedIn>('/api/auth/verify', password === undefined ? { token } : { token, password }),
  requestPasswordReset: (email: string) => api.post<PasswordResetRequested>('/api/auth/password-reset', { email }),
  resetPassword: (token: string, password: string) => api.post<SignedIn>('/api/auth/password-reset/confirm', { token, password }),
  changePassword: (body: { currentPassword: string; newPassword: string }) => api.post<null>('/api/auth/password', body),
  resendVerification: () => api.post<VerificationSent>('/api/auth/verification'),
  logIn: (body: { email: string; password: string }) => api.post<SignedIn>('/api/auth/login', body),
  logOut: () => api.post<null>('/api/auth/logout'),
  me: () => api.get<Me>('/api/me'),

  createWorkspace: (name: string) => api.post<Workspace>('/api/workspaces', { name }),
  renameWorkspace: (workspaceId: string, name: string) => api.patch<Workspace>(ws(workspaceId), { name }),
  getWorkspace: (workspaceId: string) => api.get<Workspace>(ws(workspaceId)),
  setNotificationConnection: (workspaceId: string, notificationConnectionId: string | null) => api.patch<Workspace>(ws(workspaceId), { notificationConnectionId }),
  /** Owner only: the credit limit (null: none) and the maximum run time in minutes. */
  /** Owner only: stops everything the workspace owns. */
  deleteWorkspace: (workspaceId: string) => api.delete<Workspace>(ws(workspaceId)),
  /** The owner or the billing user hands billing to another member. */
  setBillingUser: (workspaceId: string, billingUserId: string) => api.patch<Workspace>(`${ws(workspaceId)}/billing`, { billingUserId }),
  setLimits: (workspaceId: string, body: { creditLimit: number | null; maxFlowRuntimeMinutes: number }) => api.patch<Workspace>(ws(workspaceId), body),

  overview: (workspaceId: string) => api.get<Overview>(`${ws(workspaceId)}/overview`),
  listFlows: (workspaceId: string, metricsPeriod?: string) => api.get<List<Flow>>(`${ws(workspaceId)}/flows`, { metricsPeriod, limit: 200 }),
  createFlow: (workspaceId: string, body: { name: string; description?: string; definition?: Definition }) =>
    api.post<Flow>(`${ws(workspaceId)}/flows`, body),
  getFlow: (workspaceId: string, flowId: string) => api.get<Flow>(flow(workspaceId, flowId)),
  updateFlow: (workspaceId: string, flowId: string, body: { name?: string; pinned?: boolean; description?: string | null; editMode?: Flow['editMode'] }) =>
    api.patch<Flow>(flow(workspaceId, flowId), body),
  deleteFlow: (workspaceId: string, flowId: string) => api.delete<Flow>(flow(workspaceId, flowId)),

  listVersions: (workspaceId: string, flowId: string) => api.get<List<FlowVersionSummary>>(`${flow(workspaceId, flowId)}/versions`, { limit: 200 }),
  getVersion: (workspaceId: string, flowId: string, versionId: string) =>
    api.get<FlowVersion>(`${flow(workspaceId, flowId)}/versions/${encodeURIComponent(versionId)}`),
  saveVersion: (workspaceId: string, flowId: string, body: { definition: Definition; name?: string; changeNotes?: string }) =>
    api.post<SavedVersion>(`${flow(workspaceId, flowId)}/versions`, body),
  restoreVersion: (workspaceId: string, flowId: string, versionId: string) =>
    api.post<SavedVersion>(`${flow(workspaceId, flowId)}/versions/${encodeURIComponent(versionId)}/restore`),
  setLive: (workspaceId: string, flowId: string, versionId: string) => api.put<Flow>(`${flow(workspaceId, flowId)}/live`, { versionId }),
  flowChecklist: (workspaceId: string, flowId: string) => api.get<FlowChecklist>(`${flow(workspaceId, flowId)}/checklist`),
  turnOff: (workspaceId: string, flowId: string) => api.delete<Flow>(`${flow(workspaceId, flowId)}/live`),
  triggerInfo: (workspaceId: string, flowId: string) => api.get<TriggerInfo>(`${flow(workspaceId, flowId)}/trigger`),
  rotateHook: (workspaceId: string, flowId: string) => api.post<RotatedHook>(`${flow(workspaceId, flowId)}/hook/rotate`),
  schedulePreview: (workspaceId: string, schedule: Schedule) => api.post<SchedulePreview>(`${ws(workspaceId)}/schedule-preview`, { schedule }),
  pollWatch: (workspaceId: string, flowId: string) => api.post<WatchPollStarted>(`${flow(workspaceId, flowId)}/watch/poll`),

  startRun: (workspaceId: string, flowId: string, body: { versionId?: string; input?: unknown } = {}) =>
    api.post<RunStarted>(`${flow(workspaceId, flowId)}/runs`, body),
  listRuns: (workspaceId: string, query: RunFilters & { cursor?: string } = {}) => api.get<List<RunSummary>>(`${ws(workspaceId)}/runs`, { ...query, limit: 50 }),
  /** Runs a failed run again from its failed step, on its version or a newer one (`versionId`). */
  recoverRun: (workspaceId: string, runId: string, versionId?: string) =>
    api.post<RunStarted>(`${ws(workspaceId)}/runs/${encodeURIComponent(runId)}/recover`, versionId ? { versionId } : {}),
  /** The run with its first page of step summaries (outputs are read per step). */
  getRun: (workspaceId: string, runId: string) => api.get<RunState>(`${ws(workspaceId)}/runs/${encodeURIComponent(runId)}`, { outputs: false, limit: RUN_STEPS_PAGE }),
  /** The run with the outputs of its first steps (sample data for trying a step). */
  runWithOutputs: (workspaceId: string, runId: string) => api.get<RunState>(`${ws(workspaceId)}/runs/${encodeURIComponent(runId)}`, { outputs: true, limit: 500 }),
  runSteps: (workspaceId: string, runId: string, cursor: string) =>
    api.get<RunStepsPage>(`${ws(workspaceId)}/runs/${encodeURIComponent(runId)}/steps`, { cursor, limit: RUN_STEPS_PAGE }),
  stepOutput: (workspaceId: string, runId: string, path: string) =>
    api.get<RunStep>(`${ws(workspaceId)}/runs/${encodeURIComponent(runId)}/steps/${encodeURIComponent(path)}/output`),
  /** The approvals inbox (pending by default) and answering in the app. */
  listApprovals: (workspaceId: string, status: 'pending' | 'decided' | 'closed' | 'all' = 'pending') => api.get<{ items: ApprovalView[] }>(`${ws(workspaceId)}/approvals`, { status }),
  getApproval: (workspaceId: string, approvalId: string) => api.get<ApprovalView>(`${ws(workspaceId)}/approvals/${encodeURIComponent(approvalId)}`),
  runApprovals: (workspaceId: string, runId: string) => api.get<{ items: ApprovalView[] }>(`${ws(workspaceId)}/runs/${encodeURIComponent(runId)}/approvals`),
  answerApproval: (workspaceId: string, approvalId: string, body: ApprovalAnswerBody) =>
    api.post<ApprovalView>(`${ws(workspaceId)}/approvals/${encodeURIComponent(approvalId)}/answer`, body),
  /** A single-use link, without signing in. */
  approvalLink: (token: string) => api.get<ApprovalLinkView>(`/api/approval-links/${encodeURIComponent(token)}`),
  answerApprovalLink: (token: string, body: ApprovalAnswerBody) => api.post<ApprovalLinkView>(`/api/approval-links/${encodeURIComponent(token)}/answer`, body),
  cancelRun: (workspaceId: string, runId: string) => api.post<null>(`${ws(workspaceId)}/runs/${encodeURIComponent(runId)}/cancel`),

  /** Runs one action or utility on its own against sample data; answers the step's record. */
  testStep: (workspaceId: string, flowId: string, body: { step: Step; sample: StepTestSample }) => api.post<StepTestResult>(`${flow(workspaceId, flowId)}/test-step`, body),
  /** Tries a draft on the flow's past runs: recorded outputs stand in for every call, nothing reaches an app. */
  shadowRuns: (workspaceId: string, flowId: string, body: { definition: Definition; runs: { last: number; failedOnly: boolean } }) =>
    api.post<ShadowReport>(`${flow(workspaceId, flowId)}/shadow-runs`, body),
  stepSamples: (workspaceId: string, flowId: string) => api.get<{ items: StepSample[] }>(`${flow(workspaceId, flowId)}/samples`),
  saveStepSample: (workspaceId: string, flowId: string, stepName: string, output: unknown) =>
    api.put<StepSample>(`${flow(workspaceId, flowId)}/samples/${encodeURIComponent(stepName)}`, { output }),

  catalogApps: () => api.get<List<CatalogApp>>('/api/catalog/apps'),
  /** `includeInternal`: also the internal actions (the http app's custom request). */
  catalogActions: (app: string, includeInternal = false) =>
    api.get<List<CatalogAction>>(`/api/catalog/apps/${encodeURIComponent(app)}/actions`, includeInternal ? { includeInternal: 'true' } : {}),

  listConnections: (workspaceId: string) => api.get<List<Connection>>(`${ws(workspaceId)}/connections`),
  createConnection: (workspaceId: string, body: CreateConnectionBody) =>
    api.post<Connection>(`${ws(workspaceId)}/connections`, body),
  /** Where to send the browser to connect an oauth2 app (a new connection, or `connectionId` reconnected). */
  startOAuth2: (workspaceId: string, app: string, query: { name?: string; connectionId?: string }) =>
    api.get<OAuth2Start>(`${ws(workspaceId)}/connections/oauth2/${encodeURIComponent(app)}/start`, query),
  updateConnection: (workspaceId: string, id: string, body: UpdateConnectionBody) =>
    api.patch<Connection>(`${ws(workspaceId)}/connections/${encodeURIComponent(id)}`, body),
  /** The credentials (labelled as the app names them) and the config schema of an app's connection. */
  connectionForm: (app: string) => api.get<ConnectionForm>(`/api/catalog/apps/${encodeURIComponent(app)}/connection-form`),
  deleteConnection: (workspaceId: string, id: string) => api.delete<Connection>(`${ws(workspaceId)}/connections/${encodeURIComponent(id)}`),
  /** The accounts a connection reaches, for apps whose connection form names an `accountField`. */
  connectionAccounts: (workspaceId: string, id: string) =>
    api.get<ConnectionAccounts>(`${ws(workspaceId)}/connections/${encodeURIComponent(id)}/accounts`),
  testConnection: (workspaceId: string, id: string) =>
    api.post<TestResult>(`${ws(workspaceId)}/connections/${encodeURIComponent(id)}/test`),

  listNotifications: (workspaceId: string, period: NotificationPeriod) => api.get<List<Notification>>(`${ws(workspaceId)}/notifications`, { period }),
  markNotificationSeen: (workspaceId: string, id: string) => api.post<Notification>(`${ws(workspaceId)}/notifications/${encodeURIComponent(id)}/seen`),
  resolveNotification: (workspaceId: string, id: string) => api.post<Notification>(`${ws(workspaceId)}/notifications/${encodeURIComponent(id)}/resolve`),

  notificationSettings: (workspaceId: string) => api.get<NotificationSettings>(`${ws(workspaceId)}/notification-settings`),
  updateNotificationSettings: (workspaceId: string, changes: NotificationSettingsChanges) =>
    api.put<NotificationSettings>(`${ws(workspaceId)}/notification-settings`, changes),

  libraryFlows: (query: { uc?: string; a?: string } = {}) => api.get<List<LibraryFlow>>('/api/library/flows', query),
  libraryFlow: (flowId: string) => api.get<LibraryFlowPreview>(`/api/library/flows/${encodeURIComponent(flowId)}`),
  libraryClicked: (flowId: string) => api.post<unknown>(`/api/library/flows/${encodeURIComponent(flowId)}/clicked`),
  copyLibraryFlow: (workspaceId: string, flowId: string) => api.post<Flow>(`${ws(workspaceId)}/library/${encodeURIComponent(flowId)}/copy`),

  listInvitations: (workspaceId: string) => api.get<List<Invitation>>(`${ws(workspaceId)}/invitations`),
  invite: (workspaceId: string, email: string) => api.post<CreatedInvitation>(`${ws(workspaceId)}/invitations`, { email }),
  revokeInvitation: (workspaceId: string, invitationId: string) => api.delete<null>(`${ws(workspaceId)}/invitations/${encodeURIComponent(invitationId)}`),
  invitationSummary: (invitationId: string) => api.get<InvitationSummary>(`/api/invitations/${encodeURIComponent(invitationId)}`),
  acceptInvitation: (invitationId: string) => api.post<AcceptedInvitation>(`/api/invitations/${encodeURIComponent(invitationId)}/accept`),

  listMembers: (workspaceId: string) => api.get<List<Member>>(`${ws(workspaceId)}/members`),
  /** The owner removes a member; a member removes themselves to leave. */
  removeMember: (workspaceId: string, userId: string) => api.delete<null>(`${ws(workspaceId)}/members/${encodeURIComponent(userId)}`),

  listTokens: (workspaceId: string) => api.get<List<ApiToken>>('/api/tokens', { workspaceId }),
  createToken: (body: { name: string; workspaceId: string; expiresInDays: number }) => api.post<CreatedToken>('/api/tokens', body),
  revokeToken: (tokenId: string) => api.delete<null>(`/api/tokens/${encodeURIComponent(tokenId)}`),
  billing: (workspaceId: string) => api.get<Billing>(`${ws(workspaceId)}/billing`),
};
