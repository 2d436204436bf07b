import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';
import { authenticate, type Principal } from './authenticate.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

/** A preHandler that requires a signed-in caller and keeps it on the request. */
export function requireUser(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    request.principal = await authenticate(db, request);
  };
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('route without requireUser');
  return request.principal;
}
