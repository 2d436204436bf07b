import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/members.js';
import { requireDuty } from '../auth/duties.js';
import { principalOf, requireSession, requireUser } from '../auth/principal.js';
import { requireWorkspace, workspaceOf } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { ApiError } from '@tandem/platform/errors';
import { listMembers, removeMember, updateOwnMembership } from '../../repos/members.js';

/** The people of a workspace: its creator, its billing user and the other members. */
export const memberRoutes =
  ({ db }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));

    app.route({
      ...contract.listMembers,
      handler: async (request) => {
        const workspace = workspaceOf(request);
        return { items: await listMembers(db, workspace), nextCursor: null };
      },
    });

    app.route({
      ...contract.updateMember,
      handler: async (request) => {
        const principal = principalOf(request);
        if (request.params.userId !== principal.userId) throw new ApiError(403, 'forbidden', "Only the member changes their own metadata and settings");
        return updateOwnMembership(db, workspaceOf(request), principal.userId, request.body);
      },
    });

    app.route({
      ...contract.removeMember,
      handler: async (request, reply) => {
        const principal = principalOf(request);
        const workspace = workspaceOf(request);
        if (request.params.userId !== principal.userId) requireDuty(principal, workspace, 'owner', 'remove members');
        else requireSession(principal, 'leave the workspace');
        await removeMember(db, workspace, request.params.userId);
        return reply.status(204).send(null);
      },
    });
  };
