import { z } from 'zod';
import { WsParams } from './params.js';
import { route } from './route.js';
import { OnboardingBody, Workspace, WorkspaceAppSettings, WorkspaceListItem } from '../schemas/account.js';
import { errorResponses, Id } from '../schemas/common.js';
import { DisplayName, plainName } from '../schemas/display-name.js';


export const listWorkspaces = route('GET', '/api/workspaces', { tags: ['workspaces'], response: { 200: z.object({ items: z.array(WorkspaceListItem), nextCursor: z.null() }), ...errorResponses } });

export const createWorkspace = route('POST', '/api/workspaces', {
  tags: ['workspaces'],
  body: z.object({ name: DisplayName(120) }),
  response: { 201: Workspace, ...errorResponses },
});

export const getWorkspace = route('GET', '/api/workspaces/:ws', { tags: ['workspaces'], params: WsParams, response: { 200: Workspace, ...errorResponses } });

export const updateWorkspace = route('PATCH', '/api/workspaces/:ws', {
  tags: ['workspaces'],
  params: WsParams,
  body: z.object({
    name: DisplayName(120).optional(),
    internalName: plainName(z.string().max(120)).nullable().optional(),
    maxFlowRuntimeMinutes: z.number().int().min(1).max(60 * 24 * 366).optional(),
    creditLimit: z.number().int().min(0).nullable().optional(),
    /** The default error flow: a flow of this workspace, or null for none. */
    errorFlowId: z.string().max(64).nullable().optional(),
    /** Recover the runs a connection broke by themselves once it works again (docs/recover-and-test-step.md). */
    autoRecoverRuns: z.boolean().optional(),
    /** The team-chat (Slack) connection approval requests are posted through, or null for none. */
    notificationConnectionId: z.string().max(64).nullable().optional(),
  }),
  response: { 200: Workspace, ...errorResponses },
});

export const setAppSettings = route('PUT', '/api/workspaces/:ws/apps/:appId', {
  tags: ['workspaces'],
  summary: "Sets one app's connection settings in the workspace (its `apps`, noting `appsModifiedAt`)",
  params: z.object({ ws: Id, appId: z.string().max(64) }),
  body: WorkspaceAppSettings,
  response: { 200: Workspace, ...errorResponses },
});

export const deleteWorkspace = route('DELETE', '/api/workspaces/:ws', {
  tags: ['workspaces'],
  summary: 'Deletes the workspace (owner only) and stops all it owns: schedules, watches, hooks, running runs; connection secrets are destroyed',
  params: WsParams,
  response: { 200: Workspace, ...errorResponses },
});

export const onboarding = route('POST', '/api/workspaces/:ws/onboarding', {
  tags: ['workspaces'],
  summary: 'Finishes onboarding (completed or skipped), noting who and when',
  params: WsParams,
  body: OnboardingBody,
  response: { 200: Workspace, ...errorResponses },
});
