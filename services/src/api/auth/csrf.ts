import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '@tandem/platform/errors';

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

/**
 * The CSRF token of a session: an HMAC keyed with the session's secret cookie. Only who holds the
 * (http-only) session cookie can compute it, so a cookie/header pair an attacker planted fails.
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('tandem csrf token').digest('base64url');
}

/** Cookie-authenticated writes (and logout) must send `X-CSRF-Token` of their own session. */
export function assertCsrf(request: FastifyRequest, sessionToken: string): void {
  const sent = request.headers[CSRF_HEADER];
  const expected = Buffer.from(csrfTokenFor(sessionToken));
  const given = Buffer.from(typeof sent === 'string' ? sent : '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ApiError(403, 'csrf_failed', 'Missing or wrong X-CSRF-Token header');
  }
}
