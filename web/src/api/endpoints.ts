import * as routes from '@tandem/services/contract';
import { call, type BodyOf, type QueryOf } from './call';
import { invalidate } from './query-client';
import type { Flow, FlowVersion, LibraryFlow, LibraryFlowPreview, List, RunsQuery, TriggerInfo } from './types';
import type { Schedule } from '../flow/types';

/** What the runs list can be narrowed by (times are ISO-8601). */
export type RunFilters = Omit<RunsQuery, 'limit' | 'cursor'>;

/** Steps the run view reads at a time. */
export const RUN_STEPS_PAGE = 200;

/** After a write: the cached reads it made stale load again where they are on screen. */
function changed<T>(answer: Promise<T>, ...stale: Array<() => Promise<void>>): Promise<T> {
  return answer.then((value) => {
    stale.forEach((mark) => void mark());
    return value;
  });
}
const flowReads = (ws: string, flowId?: string) => () =>
  Promise.all([
    invalidate(routes.listFlows, { ws }),
    invalidate(routes.overview, { ws }),
    ...(flowId ? [invalidate(routes.getFlow, { ws, flowId }), invalidate(routes.listVersions, { ws, flowId }), invalidate(routes.triggerInfo, { ws, flowId })] : []),
  ]).then(() => undefined);
const runReads = (ws: string, runId?: string) => () =>
  Promise.all([invalidate(routes.listRuns, { ws }), invalidate(routes.overview, { ws }), ...(runId ? [invalidate(routes.getRun, { ws, runId })] : [])]).then(() => undefined);
/** The inbox keeps an answered approval in place (the screen updates it) until its next poll. */
const approvalReads = (ws: string) => () => Promise.all([invalidate(routes.getApproval, { ws }), invalidate(routes.runApprovals, { ws })]).then(() => undefined);
const connectionReads = (ws: string) => () => invalidate(routes.listConnections, { ws });
const notificationReads = (ws: string) => () => invalidate(routes.listNotifications, { ws });
const memberReads = (ws: string) => () => Promise.all([invalidate(routes.listMembers, { ws }), invalidate(routes.listInvitations, { ws }), invalidate(routes.billing, { ws })]).then(() => undefined);

/**
 * The routes the app calls, by the names the screens use. Each is `call(route, ...)` of the server's own
 * declaration: paths, bodies and answers come from its schemas (see `call.ts`); what is written here is
 * only which arguments the screens pass positionally, the page sizes the app asks for, and where an answer
 * that the API keeps loose (a saved draft, a trigger) is read as the flow language's type.
 */
export const endpoints = {
  signUp: (body: BodyOf<typeof routes.signUp>) => call(routes.signUp, { body }),
  /** `password` is needed when the link is opened without a session of the account (answer `password_required`). */
  verifyEmail: (token: string, password?: string) => call(routes.verifyEmail, { body: password === undefined ? { token } : { token, password } }),
  requestPasswordReset: (email: string) => call(routes.requestPasswordReset, { body: { email } }),
  resetPassword: (token: string, password: string) => call(routes.resetPassword, { body: { token, password } }),
  changePassword: (body: BodyOf<typeof routes.changePassword>) => call(routes.changePassword, { body }),
  resendVerification: () => call(routes.resendVerification),
  logIn: (body: BodyOf<typeof routes.logIn>) => call(routes.logIn, { body }),
  logOut: () => call(routes.logOut),
  me: () => call(routes.me),

  createWorkspace: (name: string) => call(routes.createWorkspace, { body: { name } }),
  getWorkspace: (ws: string) => call(routes.getWorkspace, { params: { ws } }),
  setNotificationConnection: (ws: string, notificationConnectionId: string | null) => changed(call(routes.updateWorkspace, { params: { ws }, body: { notificationConnectionId } }), () => invalidate(routes.getWorkspace, { ws })),
  setErrorFlow: (ws: string, errorFlowId: string | null) => changed(call(routes.updateWorkspace, { params: { ws }, body: { errorFlowId } }), () => invalidate(routes.getWorkspace, { ws })),
  renameWorkspace: (ws: string, name: string) => call(routes.updateWorkspace, { params: { ws }, body: { name } }),
  /** Owner only: stops everything the workspace owns. */
  deleteWorkspace: (ws: string) => call(routes.deleteWorkspace, { params: { ws } }),
  /** The owner or the billing user hands billing to another member. */
  setBillingUser: (ws: string, billingUserId: string) => changed(call(routes.setBillingUser, { params: { ws }, body: { billingUserId } }), memberReads(ws)),
  /** Owner only: the credit limit (null: none) and the maximum run time in minutes. */
  setLimits: (ws: string, body: Pick<BodyOf<typeof routes.updateWorkspace>, 'creditLimit' | 'maxFlowRuntimeMinutes'>) => call(routes.updateWorkspace, { params: { ws }, body }),

  overview: (ws: string) => call(routes.overview, { params: { ws } }),
  listFlows: async (ws: string, metricsPeriod?: QueryOf<typeof routes.listFlows>['metricsPeriod']) =>
    (await call(routes.listFlows, { params: { ws }, query: { metricsPeriod } })) as List<Flow>,
  createFlow: async (ws: string, body: BodyOf<typeof routes.createFlow>) => (await changed(call(routes.createFlow, { params: { ws }, body }), flowReads(ws))) as Flow,
  getFlow: async (ws: string, flowId: string) => (await call(routes.getFlow, { params: { ws, flowId } })) as Flow,
  updateFlow: async (ws: string, flowId: string, body: BodyOf<typeof routes.updateFlow>) => (await changed(call(routes.updateFlow, { params: { ws, flowId }, body }), flowReads(ws, flowId))) as Flow,
  deleteFlow: (ws: string, flowId: string) => changed(call(routes.deleteFlow, { params: { ws, flowId } }), flowReads(ws, flowId)),

  listVersions: (ws: string, flowId: string) => call(routes.listVersions, { params: { ws, flowId } }),
  getVersion: async (ws: string, flowId: string, versionId: string) => (await call(routes.getVersion, { params: { ws, flowId, versionId } })) as FlowVersion,
  saveVersion: (ws: string, flowId: string, body: BodyOf<typeof routes.saveVersion>) => changed(call(routes.saveVersion, { params: { ws, flowId }, body }), flowReads(ws, flowId)),
  restoreVersion: (ws: string, flowId: string, versionId: string) => changed(call(routes.restoreVersion, { params: { ws, flowId, versionId } }), flowReads(ws, flowId)),
  setLive: async (ws: string, flowId: string, versionId: string) => (await changed(call(routes.setLive, { params: { ws, flowId }, body: { versionId } }), flowReads(ws, flowId))) as Flow,
  flowChecklist: (ws: string, flowId: string) => call(routes.flowChecklist, { params: { ws, flowId } }),
  turnOff: async (ws: string, flowId: string) => (await changed(call(routes.turnOff, { params: { ws, flowId } }), flowReads(ws, flowId))) as Flow,
  triggerInfo: async (ws: string, flowId: string) => (await call(routes.triggerInfo, { params: { ws, flowId } })) as TriggerInfo,
  rotateHook: (ws: string, flowId: string) => changed(call(routes.rotateHook, { params: { ws, flowId } }), flowReads(ws, flowId)),
  schedulePreview: (ws: string, schedule: Schedule) => call(routes.schedulePreview, { params: { ws }, body: { schedule } }),
  pollWatch: (ws: string, flowId: string) => changed(call(routes.pollWatch, { params: { ws, flowId } }), flowReads(ws, flowId)),

  startRun: (ws: string, flowId: string, body: BodyOf<typeof routes.startRun> = {}) => changed(call(routes.startRun, { params: { ws, flowId }, body }), runReads(ws)),
  listRuns: (ws: string, query: RunFilters & { cursor?: string } = {}) => call(routes.listRuns, { params: { ws }, query: { ...query, limit: 50 } }),
  /** Runs a failed run again from its failed step, on its version or a newer one (`versionId`). */
  recoverRun: (ws: string, runId: string, versionId?: string) => changed(call(routes.recoverRun, { params: { ws, runId }, body: versionId ? { versionId } : {} }), runReads(ws, runId)),
  /** The run with its first page of step summaries (outputs are read per step). */
  getRun: (ws: string, runId: string) => call(routes.getRun, { params: { ws, runId }, query: { outputs: 'false', limit: RUN_STEPS_PAGE } }),
  /** The run with the outputs of its first steps (sample data for trying a step). */
  runWithOutputs: (ws: string, runId: string) => call(routes.getRun, { params: { ws, runId }, query: { outputs: 'true', limit: 500 } }),
  runSteps: (ws: string, runId: string, cursor: string) => call(routes.runSteps, { params: { ws, runId }, query: { cursor, limit: RUN_STEPS_PAGE } }),
  stepOutput: (ws: string, runId: string, stepPath: string) => call(routes.stepOutput, { params: { ws, runId, stepPath } }),
  /** The approvals inbox (pending by default) and answering in the app. */
  listApprovals: (ws: string, status: QueryOf<typeof routes.listApprovals>['status'] = 'pending') => call(routes.listApprovals, { params: { ws }, query: { status } }),
  getApproval: (ws: string, id: string) => call(routes.getApproval, { params: { ws, id } }),
  runApprovals: (ws: string, runId: string) => call(routes.runApprovals, { params: { ws, runId } }),
  answerApproval: (ws: string, id: string, body: BodyOf<typeof routes.answerApproval>) => changed(call(routes.answerApproval, { params: { ws, id }, body }), approvalReads(ws)),
  /** A single-use link, without signing in. */
  approvalLink: (token: string) => call(routes.approvalLink, { params: { token } }),
  answerApprovalLink: (token: string, body: BodyOf<typeof routes.answerApprovalLink>) => call(routes.answerApprovalLink, { params: { token }, body }),
  cancelRun: (ws: string, runId: string) => changed(call(routes.cancelRun, { params: { ws, runId } }), runReads(ws, runId)),

  /** Runs one action or utility on its own against sample data; answers the step's record. */
  testStep: (ws: string, flowId: string, body: BodyOf<typeof routes.testStep>) => call(routes.testStep, { params: { ws, flowId }, body }),
  /** Tries a draft on the flow's past runs: recorded outputs stand in for every call, nothing reaches an app. */
  shadowRuns: (ws: string, flowId: string, body: BodyOf<typeof routes.shadowRuns>) => call(routes.shadowRuns, { params: { ws, flowId }, body }),
  stepSamples: (ws: string, flowId: string) => call(routes.stepSamples, { params: { ws, flowId } }),
  saveStepSample: (ws: string, flowId: string, stepName: string, output: unknown) => call(routes.saveStepSample, { params: { ws, flowId, stepName }, body: { output } }),

  catalogApps: () => call(routes.catalogApps),
  /** `includeInternal`: also the internal actions (the http app's custom request). */
  catalogActions: (app: string, includeInternal = false) => call(routes.catalogActions, { params: { app }, query: includeInternal ? { includeInternal: 'true' } : {} }),

  listConnections: (ws: string) => call(routes.listConnections, { params: { ws } }),
  createConnection: (ws: string, body: BodyOf<typeof routes.createConnection>) => changed(call(routes.createConnection, { params: { ws }, body }), connectionReads(ws)),
  /** Where to send the browser to connect an oauth2 app (a new connection, or `connectionId` reconnected). */
  startOAuth2: (ws: string, app: string, query: QueryOf<typeof routes.startOAuth2>) => call(routes.startOAuth2, { params: { ws, app }, query }),
  updateConnection: (ws: string, id: string, body: BodyOf<typeof routes.updateConnection>) => changed(call(routes.updateConnection, { params: { ws, id }, body }), connectionReads(ws)),
  /** The credentials (labelled as the app names them) and the config schema of an app's connection. */
  connectionForm: (app: string) => call(routes.connectionForm, { params: { app } }),
  deleteConnection: (ws: string, id: string) => changed(call(routes.deleteConnection, { params: { ws, id } }), connectionReads(ws)),
  /** The accounts a connection reaches, for apps whose connection form names an `accountField`. */
  connectionAccounts: (ws: string, id: string) => call(routes.connectionAccounts, { params: { ws, id } }),
  testConnection: (ws: string, id: string) => changed(call(routes.testConnection, { params: { ws, id } }), connectionReads(ws)),

  listNotifications: (ws: string, period: QueryOf<typeof routes.listNotifications>['period']) => call(routes.listNotifications, { params: { ws }, query: { period } }),
  markNotificationSeen: (ws: string, id: string) => changed(call(routes.markNotificationSeen, { params: { ws, id } }), notificationReads(ws)),
  resolveNotification: (ws: string, id: string) => changed(call(routes.resolveNotification, { params: { ws, id } }), notificationReads(ws)),

  notificationSettings: (ws: string) => call(routes.notificationSettings, { params: { ws } }),
  updateNotificationSettings: (ws: string, body: BodyOf<typeof routes.updateNotificationSettings>) => changed(call(routes.updateNotificationSettings, { params: { ws }, body }), () => invalidate(routes.notificationSettings, { ws })),

  libraryFlows: async (query: QueryOf<typeof routes.libraryFlows> = {}) => (await call(routes.libraryFlows, { query })) as List<LibraryFlow>,
  libraryFlow: async (flowId: string) => (await call(routes.libraryFlow, { params: { flowId } })) as LibraryFlowPreview,
  libraryClicked: (flowId: string) => call(routes.libraryClicked, { params: { flowId } }),
  copyLibraryFlow: async (ws: string, flowId: string) => (await changed(call(routes.copyLibraryFlow, { params: { ws, flowId } }), flowReads(ws))) as Flow,

  listInvitations: (ws: string) => call(routes.listInvitations, { params: { ws } }),
  invite: (ws: string, email: string) => changed(call(routes.invite, { params: { ws }, body: { email } }), memberReads(ws)),
  revokeInvitation: (ws: string, invitationId: string) => changed(call(routes.revokeInvitation, { params: { ws, invitationId } }), memberReads(ws)),
  invitationSummary: (invitationId: string) => call(routes.invitationSummary, { params: { invitationId } }),
  acceptInvitation: (invitationId: string) => call(routes.acceptInvitation, { params: { invitationId } }),

  listMembers: (ws: string) => call(routes.listMembers, { params: { ws } }),
  /** The owner removes a member; a member removes themselves to leave. */
  removeMember: (ws: string, userId: string) => changed(call(routes.removeMember, { params: { ws, userId } }), memberReads(ws)),

  listTokens: (workspaceId: string) => call(routes.listTokens, { query: { workspaceId } }),
  createToken: (body: BodyOf<typeof routes.createToken>) => changed(call(routes.createToken, { body }), () => invalidate(routes.listTokens)),
  revokeToken: (tokenId: string) => changed(call(routes.revokeToken, { params: { tokenId } }), () => invalidate(routes.listTokens)),
  billing: (ws: string) => call(routes.billing, { params: { ws } }),
};
