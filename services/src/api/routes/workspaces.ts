import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/workspaces.js';
import { workspaceCreditCap } from '@tandem/platform/billing/workspace-billing';
import type { Db } from '@tandem/platform/db';
import { requireDuty } from '../auth/duties.js';
import { principalOf, reachable, requireSession, requireUser } from '../auth/principal.js';
import { requireWorkspace, workspaceOf } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { isAppId } from '@tandem/catalog/apps';
import { badRequest, notFound } from '@tandem/platform/errors';
import { deleteWorkspace } from '../../workspaces/delete-workspace.js';
import { createWorkspace, listWorkspacesOf, setWorkspaceApp, updateWorkspace, workspaceView } from '../../repos/workspaces.js';
import { billingOfWorkspaces } from '../../repos/workspace-plans.js';

/** The default error flow must be a flow of the same workspace (one of another workspace is no flow here). */
async function requireFlowOf(db: Db, workspaceId: string, flowId: string): Promise<void> {
  const flow = await db.selectFrom('flows').select('id').where('id', '=', flowId).where('workspaceId', '=', workspaceId).where('deletedAt', 'is', null).executeTakeFirst();
  if (!flow) throw badRequest('The error flow must be a flow of this workspace', [{ path: ['errorFlowId'], message: 'Not a flow of this workspace' }]);
}

/** The notification connection must be a team-chat (Slack) connection of the same workspace. */
async function requireChatConnectionOf(db: Db, workspaceId: string, connectionId: string): Promise<void> {
  const connection = await db.selectFrom('connections').select('app').where('id', '=', connectionId).where('workspaceId', '=', workspaceId).executeTakeFirst();
  if (connection?.app !== 'slack') {
    throw badRequest('The notification connection must be a Slack connection of this workspace', [{ path: ['notificationConnectionId'], message: 'Not a Slack connection of this workspace' }]);
  }
}

/** A workspace's credit limit stays within what its billing user's plan allows (null: the plan's own limit). */
async function requireWithinPlan(db: Db, workspaceId: string, creditLimit: number | null): Promise<void> {
  if (creditLimit === null) return;
  const { plan, cap } = await workspaceCreditCap(db, workspaceId);
  if (cap !== null && creditLimit > cap) {
    throw badRequest(`The credit limit cannot exceed ${cap} credits a month, what the ${plan} plan of this workspace's billing user allows`);
  }
}

export const workspaceRoutes =
  ({ db, temporal, runIntake }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));

    app.route({
      ...contract.listWorkspaces,
      handler: async (request) => {
        const principal = principalOf(request);
        const rows = reachable(principal, await listWorkspacesOf(db, principal.userId));
        const billing = await billingOfWorkspaces(db, rows);
        return { items: rows.map((row) => ({ ...workspaceView(row, principal.userId), ...billing(row) })), nextCursor: null };
      },
    });

    app.route({
      ...contract.createWorkspace,
      handler: async (request, reply) => {
        const principal = principalOf(request);
        requireSession(principal, 'create workspaces');
        const { userId, email } = principal;
        return reply.status(201).send(workspaceView(await createWorkspace(db, { userId, email }, request.body.name), userId));
      },
    });

    app.route({
      ...contract.getWorkspace,
      handler: async (request) => {
        const { userId } = principalOf(request);
        return workspaceView(workspaceOf(request), userId);
      },
    });

    app.route({
      ...contract.updateWorkspace,
      handler: async (request) => {
        const principal = principalOf(request);
        const workspace = workspaceOf(request);
        if (request.body.creditLimit !== undefined) {
          requireDuty(principal, workspace, 'owner', 'change the credit limit');
          await requireWithinPlan(db, workspace.id, request.body.creditLimit);
        }
        if (request.body.maxFlowRuntimeMinutes !== undefined) requireDuty(principal, workspace, 'owner', 'change the maximum run time');
        if (request.body.errorFlowId) await requireFlowOf(db, workspace.id, request.body.errorFlowId);
        if (request.body.notificationConnectionId) await requireChatConnectionOf(db, workspace.id, request.body.notificationConnectionId);
        const row = await updateWorkspace(db, workspace.id, request.body);
        return workspaceView(row, principal.userId);
      },
    });

    app.route({
      ...contract.setAppSettings,
      handler: async (request) => {
        const principal = principalOf(request);
        const workspace = workspaceOf(request);
        const { appId } = request.params;
        if (!isAppId(appId)) throw notFound('App not found');
        const { defaultConnectionId } = request.body;
        if (defaultConnectionId !== null) {
          const connection = await db.selectFrom('connections').select('id').where('id', '=', defaultConnectionId).where('workspaceId', '=', workspace.id).where('app', '=', appId).executeTakeFirst();
          if (!connection) throw badRequest(`No ${appId} connection with this id in the workspace`, [{ path: ['defaultConnectionId'], message: 'Not a connection of this app in this workspace' }]);
        }
        return workspaceView(await setWorkspaceApp(db, workspace.id, appId, request.body), principal.userId);
      },
    });

    app.route({
      ...contract.deleteWorkspace,
      handler: async (request) => {
        const principal = principalOf(request);
        const workspace = workspaceOf(request);
        requireDuty(principal, workspace, 'owner', 'delete the workspace');
        return workspaceView(await deleteWorkspace(db, temporal, runIntake, workspace.id), principal.userId);
      },
    });

    app.route({
      ...contract.onboarding,
      handler: async (request) => {
        const { userId, name, email } = principalOf(request);
        const onboarding = { status: request.body.status, by: { name, email }, at: new Date().toISOString() };
        const row = await updateWorkspace(db, request.params.ws, { onboarding: JSON.stringify(onboarding) });
        return workspaceView(row, userId);
      },
    });
  };
