import { api } from './client';
import type {
  CatalogAction,
  CatalogApp,
  Connection,
  Flow,
  FlowVersion,
  FlowVersionSummary,
  List,
  Me,
  Notification,
  NotificationPeriod,
  RunState,
  RunStatus,
  RunSummary,
  SavedVersion,
  User,
  Workspace,
} from './types';
import type { Definition } from '../flow/types';

const ws = (workspaceId: string) => `/api/workspaces/${encodeURIComponent(workspaceId)}`;
const flow = (workspaceId: string, flowId: string) => `${ws(workspaceId)}/flows/${encodeURIComponent(flowId)}`;

/** The api.md routes the app calls, one function each. */
export const endpoints = {
  signUp: (body: { email: string; password: string; name: string }) => api.post<{ user: User; workspace: Workspace }>('/api/auth/signup', body),
  logIn: (body: { email: string; password: string }) => api.post<{ user: User }>('/api/auth/login', body),
  logOut: () => api.post<null>('/api/auth/logout'),
  me: () => api.get<Me>('/api/me'),

  createWorkspace: (name: string) => api.post<Workspace>('/api/workspaces', { name }),
  renameWorkspace: (workspaceId: string, name: string) => api.patch<Workspace>(ws(workspaceId), { name }),

  listFlows: (workspaceId: string, metricsPeriod?: string) => api.get<List<Flow>>(`${ws(workspaceId)}/flows`, { metricsPeriod, limit: 200 }),
  createFlow: (workspaceId: string, body: { name: string; description?: string; definition?: Definition }) =>
    api.post<Flow>(`${ws(workspaceId)}/flows`, body),
  getFlow: (workspaceId: string, flowId: string) => api.get<Flow>(flow(workspaceId, flowId)),
  updateFlow: (workspaceId: string, flowId: string, body: { name?: string; pinned?: boolean; description?: string | null }) =>
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
  turnOff: (workspaceId: string, flowId: string) => api.delete<Flow>(`${flow(workspaceId, flowId)}/live`),

  startRun: (workspaceId: string, flowId: string, body: { versionId?: string; input?: unknown } = {}) =>
    api.post<{ runId: string }>(`${flow(workspaceId, flowId)}/runs`, body),
  listRuns: (workspaceId: string, query: { flowId?: string; status?: RunStatus; cursor?: string } = {}) =>
    api.get<List<RunSummary>>(`${ws(workspaceId)}/runs`, { ...query, limit: 50 }),
  getRun: (workspaceId: string, runId: string) => api.get<RunState>(`${ws(workspaceId)}/runs/${encodeURIComponent(runId)}`),
  cancelRun: (workspaceId: string, runId: string) => api.post<null>(`${ws(workspaceId)}/runs/${encodeURIComponent(runId)}/cancel`),

  catalogApps: () => api.get<CatalogApp[] | List<CatalogApp>>('/api/catalog/apps'),
  catalogActions: (app: string) => api.get<CatalogAction[] | List<CatalogAction>>(`/api/catalog/apps/${encodeURIComponent(app)}/actions`),

  listConnections: (workspaceId: string) => api.get<List<Connection>>(`${ws(workspaceId)}/connections`),
  createConnection: (workspaceId: string, body: { app: string; name: string; auth: unknown; config: unknown }) =>
    api.post<Connection>(`${ws(workspaceId)}/connections`, body),
  deleteConnection: (workspaceId: string, id: string) => api.delete<Connection>(`${ws(workspaceId)}/connections/${encodeURIComponent(id)}`),
  testConnection: (workspaceId: string, id: string) =>
    api.post<{ testedStatus: Connection['testedStatus']; failureReason: string | null }>(`${ws(workspaceId)}/connections/${encodeURIComponent(id)}/test`),

  listNotifications: (workspaceId: string, period: NotificationPeriod) => api.get<List<Notification>>(`${ws(workspaceId)}/notifications`, { period }),
  markNotificationSeen: (workspaceId: string, id: string) => api.post<Notification>(`${ws(workspaceId)}/notifications/${encodeURIComponent(id)}/seen`),
  resolveNotification: (workspaceId: string, id: string) => api.post<Notification>(`${ws(workspaceId)}/notifications/${encodeURIComponent(id)}/resolve`),
};

/** Catalogue routes may answer a bare array or a list object; both become an array. */
export function itemsOf<T>(answer: T[] | List<T>): T[] {
  return Array.isArray(answer) ? answer : answer.items;
}
