import type { FastifyRequest } from 'fastify';
import type { Db } from '@tandem/platform/db';
import type { WorkspaceRow } from '@tandem/platform/db/tables/workspaces';
import { requireMembership } from '../../repos/workspaces.js';
import { principalOf } from './principal.js';

declare module 'fastify' {
  interface FastifyRequest {
    workspace?: WorkspaceRow;
  }
}

/**
 * A preHandler for after `requireUser`: on a route with a `:ws` parameter it makes sure of the caller's
 * membership once (404 for a workspace they are not in, exactly like a missing one) and keeps the
 * workspace on the request, so handlers never check membership themselves.
 */
export function requireWorkspace(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const ws = (request.params as { ws?: unknown } | undefined)?.ws;
    if (typeof ws !== 'string') return;
    // requireUser found the membership with the caller; a refusal is read again here and answers 404.
    if (request.workspace?.id !== ws) request.workspace = await requireMembership(db, principalOf(request).userId, ws);
  };
}

/** The workspace of a `/api/workspaces/:ws/...` route, resolved by `requireWorkspace`. */
export function workspaceOf(request: FastifyRequest): WorkspaceRow {
  if (!request.workspace) throw new Error('route without requireWorkspace');
  return request.workspace;
}
