import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/tokens.js';
import { principalOf, requireSession, requireUser } from '../auth/principal.js';
import type { ApiDeps } from '../deps.js';
import { badRequest } from '@tandem/platform/errors';
import { apiTokenView, createApiToken, listApiTokens, revokeApiToken } from '../../repos/api-tokens.js';
import { listWorkspacesOf, requireMembership } from '../../repos/workspaces.js';

/**
 * API tokens: each reaches one workspace, expires, notes its last use and can be revoked. Only a
 * signed-in session manages them: a token cannot make, list or revoke tokens (403).
 */
export const tokenRoutes =
  ({ db }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));

    app.route({
      ...contract.createToken,
      handler: async (request, reply) => {
        const principal = principalOf(request);
        requireSession(principal, 'create API tokens');
        const { name, expiresInDays } = request.body;
        const workspaceId = request.body.workspaceId ?? (await listWorkspacesOf(db, principal.userId))[0]?.id;
        if (!workspaceId) throw badRequest('Name the workspace the token is for', [{ path: ['workspaceId'], message: 'Required' }]);
        await requireMembership(db, principal.userId, workspaceId);
        const { row, token } = await createApiToken(db, { userId: principal.userId, workspaceId, name, expiresInDays });
        return reply.status(201).send({ ...apiTokenView(row), token });
      },
    });

    app.route({
      ...contract.listTokens,
      handler: async (request) => {
        const principal = principalOf(request);
        requireSession(principal, 'list API tokens');
        return { items: (await listApiTokens(db, principal.userId, request.query.workspaceId)).map(apiTokenView), nextCursor: null };
      },
    });

    app.route({
      ...contract.revokeToken,
      handler: async (request, reply) => {
        const principal = principalOf(request);
        requireSession(principal, 'revoke API tokens');
        await revokeApiToken(db, principal.userId, request.params.tokenId);
        return reply.status(204).send(null);
      },
    });
  };
