import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireDuty } from '../auth/duties.js';
import { principalOf, requireSession, requireUser } from '../auth/principal.js';
import { requireWorkspace, workspaceOf } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { ErrorBody, errorResponses, Id } from '../schemas/common.js';
import { ApiError } from '@tandem/platform/errors';
import { Member, UpdateMemberBody } from '../schemas/members.js';
import { listMembers, removeMember, updateOwnMembership } from '../../repos/members.js';

const WsParams = z.object({ ws: Id });
const tags = ['members'];

/** The people of a workspace: its creator, its billing user and the other members. */
export const memberRoutes =
  ({ db }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));

    app.get(
      '/api/workspaces/:ws/members',
      {
        schema: {
          tags,
          summary: 'Members, oldest first, with who created the workspace and who pays for it',
          params: WsParams,
          response: { 200: z.object({ items: z.array(Member), nextCursor: z.null() }), ...errorResponses },
        },
      },
      async (request) => {
        const workspace = workspaceOf(request);
        return { items: await listMembers(db, workspace), nextCursor: null };
      },
    );

    app.patch(
      '/api/workspaces/:ws/members/:userId',
      {
        schema: {
          tags,
          summary: "A member changes their own membership: their workspace metadata and their notification channels",
          params: z.object({ ws: Id, userId: Id }),
          body: UpdateMemberBody,
          response: { 200: Member, ...errorResponses },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        if (request.params.userId !== principal.userId) throw new ApiError(403, 'forbidden', "Only the member changes their own metadata and settings");
        return updateOwnMembership(db, workspaceOf(request), principal.userId, request.body);
      },
    );

    app.delete(
      '/api/workspaces/:ws/members/:userId',
      {
        schema: {
          tags,
          summary: 'The owner removes a member, or a member leaves; the owner cannot be removed',
          params: z.object({ ws: Id, userId: Id }),
          response: { 204: z.null(), ...errorResponses, 409: ErrorBody },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const workspace = workspaceOf(request);
        if (request.params.userId !== principal.userId) requireDuty(principal, workspace, 'owner', 'remove members');
        else requireSession(principal, 'leave the workspace');
        await removeMember(db, workspace, request.params.userId);
        return reply.status(204).send(null);
      },
    );
  };
