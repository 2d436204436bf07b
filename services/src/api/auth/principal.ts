import type { FastifyRequest } from 'fastify';
import type { Db } from '@tandem/platform/db';
import { ApiError, notFound } from '@tandem/platform/errors';
import { authenticateFor, type Principal } from './authenticate.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

/**
 * A preHandler that requires a signed-in caller and keeps it on the request. An API token reaches only
 * its own workspace: any other `:ws` answers 404, as if it did not exist. On a route with `:ws` the same
 * query finds the caller's membership, and keeps the workspace for `requireWorkspace`.
 */
export function requireUser(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const param = (request.params as { ws?: unknown } | undefined)?.ws;
    const ws = typeof param === 'string' ? param : null;
    const { principal, workspace } = await authenticateFor(db, request, ws);
    if (principal.tokenWorkspaceId !== null && ws !== null && ws !== principal.tokenWorkspaceId) throw notFound('Workspace not found');
    request.principal = principal;
    if (workspace) request.workspace = workspace;
  };
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('route without requireUser');
  return request.principal;
}

/** For what an API token may not do (tokens, new workspaces, joining one): 403 with what was refused. */
export function requireSession(principal: Principal, action: string): void {
  if (principal.via === 'session') return;
  throw new ApiError(403, 'session_required', `An API token cannot ${action}; sign in to do it`);
}

/** The workspaces a caller reaches: all of them with a session, the token's own with a token. */
export function reachable<T extends { id: string }>(principal: Principal, workspaces: T[]): T[] {
  return principal.tokenWorkspaceId === null ? workspaces : workspaces.filter((w) => w.id === principal.tokenWorkspaceId);
}
