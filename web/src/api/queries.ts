import { queryOptions } from '@tanstack/react-query';
import * as routes from '@tandem/services/contract';
import type { Route } from '@tandem/services/contract';
import { callWith, type AnswerOf, type CallArgs } from './call';
import { RUN_STEPS_PAGE, type RunFilters } from './endpoints';
import { keyOf } from './query-client';
import type { Flow, FlowVersion, LibraryFlow, LibraryFlowPreview, List, NotificationPeriod, TriggerInfo, UseCase } from './types';

/** The query options of one read of a declared route; `T` when the app reads a loose answer as the flow language's type. */
function read<R extends Route, T = AnswerOf<R>>(route: R, args: CallArgs<R>) {
  return queryOptions({ queryKey: keyOf(route, args), queryFn: ({ signal }) => callWith(route, args, signal) as Promise<T> });
}

/** The same read, cached per `state` too: e.g. a step's output is read again once the step's status changes. */
export function asOf<O extends { queryKey: readonly unknown[] }>(options: O, state: unknown): O {
  return { ...options, queryKey: [...options.queryKey, state] };
}

/** The reads the screens show, by name; each is `useApiQuery(queries.x(...))`. */
export const queries = {
  workspace: (ws: string) => read(routes.getWorkspace, { params: { ws } }),
  overview: (ws: string) => read(routes.overview, { params: { ws } }),
  flows: (ws: string) => read<typeof routes.listFlows, List<Flow>>(routes.listFlows, { params: { ws } }),
  flow: (ws: string, flowId: string) => read<typeof routes.getFlow, Flow>(routes.getFlow, { params: { ws, flowId } }),
  versions: (ws: string, flowId: string) => read(routes.listVersions, { params: { ws, flowId } }),
  version: (ws: string, flowId: string, versionId: string) => read<typeof routes.getVersion, FlowVersion>(routes.getVersion, { params: { ws, flowId, versionId } }),
  triggerInfo: (ws: string, flowId: string) => read<typeof routes.triggerInfo, TriggerInfo>(routes.triggerInfo, { params: { ws, flowId } }),

  runs: (ws: string, filters: RunFilters) => read(routes.listRuns, { params: { ws }, query: { ...filters, limit: 50 } }),
  /** The run with its first page of step summaries (outputs are read per step). */
  run: (ws: string, runId: string) => read(routes.getRun, { params: { ws, runId }, query: { outputs: 'false', limit: RUN_STEPS_PAGE } }),
  stepOutput: (ws: string, runId: string, stepPath: string) => read(routes.stepOutput, { params: { ws, runId, stepPath } }),
  runApprovals: (ws: string, runId: string) => read(routes.runApprovals, { params: { ws, runId } }),
  approvals: (ws: string, status: 'pending' | 'decided' | 'closed') => read(routes.listApprovals, { params: { ws }, query: { status } }),
  approval: (ws: string, id: string) => read(routes.getApproval, { params: { ws, id } }),
  approvalLink: (token: string) => read(routes.approvalLink, { params: { token } }),

  connections: (ws: string) => read(routes.listConnections, { params: { ws } }),
  connectionAccounts: (ws: string, id: string) => read(routes.connectionAccounts, { params: { ws, id } }),
  connectionForm: (app: string) => read(routes.connectionForm, { params: { app } }),

  notifications: (ws: string, period: NotificationPeriod) => read(routes.listNotifications, { params: { ws }, query: { period } }),
  notificationSettings: (ws: string) => read(routes.notificationSettings, { params: { ws } }),

  libraryFlows: (uc?: UseCase, a?: string) => read<typeof routes.libraryFlows, List<LibraryFlow>>(routes.libraryFlows, { query: { uc, a } }),
  libraryFlow: (flowId: string) => read<typeof routes.libraryFlow, LibraryFlowPreview>(routes.libraryFlow, { params: { flowId } }),

  members: (ws: string) => read(routes.listMembers, { params: { ws } }),
  invitations: (ws: string) => read(routes.listInvitations, { params: { ws } }),
  invitationSummary: (invitationId: string) => read(routes.invitationSummary, { params: { invitationId } }),
  tokens: (ws: string) => read(routes.listTokens, { query: { workspaceId: ws } }),
  billing: (ws: string) => read(routes.billing, { params: { ws } }),
};
