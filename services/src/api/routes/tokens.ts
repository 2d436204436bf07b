import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireSession, requireUser } from '../auth/principal.js';
import type { ApiDeps } from '../deps.js';
import { badRequest } from '@tandem/platform/errors';
import { errorResponses, Id } from '../schemas/common.js';
import { ApiToken, CreatedToken, CreateTokenBody, TokensQuery } from '../schemas/tokens.js';
import { apiTokenView, createApiToken, listApiTokens, revokeApiToken } from '../../repos/api-tokens.js';
import { listWorkspacesOf, requireMembership } from '../../repos/workspaces.js';

const tags = ['auth'];

/**
 * API tokens: each reaches one workspace, expires, notes its last use and can be revoked. Only a
 * signed-in session manages them: a token cannot make, list or revoke tokens (403).
 */
export const tokenRoutes =
  ({ db }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));

    app.post(
      '/api/tokens',
      {
        schema: {
          tags,
          summary: 'Create an API token for one workspace (default: the oldest), expiring in 1 to 365 days (default 90); the token is shown once',
          body: CreateTokenBody,
          response: { 201: CreatedToken, ...errorResponses },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        requireSession(principal, 'create API tokens');
        const { name, expiresInDays } = request.body;
        const workspaceId = request.body.workspaceId ?? (await listWorkspacesOf(db, principal.userId))[0]?.id;
        if (!workspaceId) throw badRequest('Name the workspace the token is for', [{ path: ['workspaceId'], message: 'Required' }]);
        await requireMembership(db, principal.userId, workspaceId);
        const { row, token } = await createApiToken(db, { userId: principal.userId, workspaceId, name, expiresInDays });
        return reply.status(201).send({ ...apiTokenView(row), token });
      },
    );

    app.get(
      '/api/tokens',
      {
        schema: {
          tags,
          summary: "The caller's API tokens not revoked, newest first (optionally of one workspace)",
          querystring: TokensQuery,
          response: { 200: z.object({ items: z.array(ApiToken), nextCursor: z.null() }), ...errorResponses },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        requireSession(principal, 'list API tokens');
        return { items: (await listApiTokens(db, principal.userId, request.query.workspaceId)).map(apiTokenView), nextCursor: null };
      },
    );

    app.delete(
      '/api/tokens/:tokenId',
      { schema: { tags, summary: 'Revoke an API token: it answers 401 from now on', params: z.object({ tokenId: Id }), response: { 204: z.null(), ...errorResponses } } },
      async (request, reply) => {
        const principal = principalOf(request);
        requireSession(principal, 'revoke API tokens');
        await revokeApiToken(db, principal.userId, request.params.tokenId);
        return reply.status(204).send(null);
      },
    );
  };
