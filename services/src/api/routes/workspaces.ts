import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireUser } from '../auth/principal.js';
import type { ApiDeps } from '../deps.js';
import { OnboardingBody, Workspace } from '../schemas/account.js';
import { errorResponses, Id } from '../schemas/common.js';
import { createWorkspace, listWorkspacesOf, requireMembership, workspaceView } from '../../repos/workspaces.js';

const WsParams = z.object({ ws: Id });

export const workspaceRoutes =
  ({ db }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));

    app.get(
      '/api/workspaces',
      { schema: { tags: ['workspaces'], response: { 200: z.object({ items: z.array(Workspace), nextCursor: z.null() }), ...errorResponses } } },
      async (request) => ({ items: (await listWorkspacesOf(db, principalOf(request).userId)).map(workspaceView), nextCursor: null }),
    );

    app.post(
      '/api/workspaces',
      {
        schema: {
          tags: ['workspaces'],
          body: z.object({ name: z.string().trim().min(1).max(120) }),
          response: { 201: Workspace, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { userId, email } = principalOf(request);
        return reply.status(201).send(workspaceView(await createWorkspace(db, { userId, email }, request.body.name)));
      },
    );

    app.get(
      '/api/workspaces/:ws',
      { schema: { tags: ['workspaces'], params: WsParams, response: { 200: Workspace, ...errorResponses } } },
      async (request) => workspaceView(await requireMembership(db, principalOf(request).userId, request.params.ws)),
    );

    app.patch(
      '/api/workspaces/:ws',
      {
        schema: {
          tags: ['workspaces'],
          params: WsParams,
          body: z.object({
            name: z.string().trim().min(1).max(120).optional(),
            internalName: z.string().max(120).nullable().optional(),
            maxFlowRuntimeMinutes: z.number().int().min(1).max(60 * 24 * 366).optional(),
            creditLimit: z.number().int().min(0).nullable().optional(),
          }),
          response: { 200: Workspace, ...errorResponses },
        },
      },
      async (request) => {
        await requireMembership(db, principalOf(request).userId, request.params.ws);
        const row = await db
          .updateTable('workspaces')
          .set(request.body)
          .where('id', '=', request.params.ws)
          .returningAll()
          .executeTakeFirstOrThrow();
        return workspaceView(row);
      },
    );

    app.delete(
      '/api/workspaces/:ws',
      { schema: { tags: ['workspaces'], params: WsParams, response: { 200: Workspace, ...errorResponses } } },
      async (request) => {
        await requireMembership(db, principalOf(request).userId, request.params.ws);
        const row = await db
          .updateTable('workspaces')
          .set({ deletedAt: new Date() })
          .where('id', '=', request.params.ws)
          .returningAll()
          .executeTakeFirstOrThrow();
        return workspaceView(row);
      },
    );

    app.post(
      '/api/workspaces/:ws/onboarding',
      {
        schema: {
          tags: ['workspaces'],
          summary: 'Finishes onboarding (completed or skipped), noting who and when',
          params: WsParams,
          body: OnboardingBody,
          response: { 200: Workspace, ...errorResponses },
        },
      },
      async (request) => {
        const { userId, name, email } = principalOf(request);
        await requireMembership(db, userId, request.params.ws);
        const onboarding = { status: request.body.status, by: { name, email }, at: new Date().toISOString() };
        const row = await db
          .updateTable('workspaces')
          .set({ onboarding: JSON.stringify(onboarding) })
          .where('id', '=', request.params.ws)
          .returningAll()
          .executeTakeFirstOrThrow();
        return workspaceView(row);
      },
    );
  };
