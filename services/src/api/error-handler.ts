import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiError, INVALID_INPUT_MESSAGE } from '@tandem/platform/errors';
import { temporalUnreachable } from '../runs/grpc-error.js';
import { isStoredValueError } from './stored-value-error.js';
import { siteNotFoundPage } from './site/site-routes.js';

function toPath(instancePath: string): (string | number)[] {
  return instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part.replace(/~1/g, '/').replace(/~0/g, '~')));
}

/** Maps every error to `{ error: { code, message, issues? } }`; a 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    // A browser on the public site gets the site's 404 page in its language; the API answers JSON.
    const page = siteNotFoundPage(app, request.method, request.url.split('?')[0] ?? '/');
    if (page) return void reply.status(404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
    void reply.status(404).send({ error: { code: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` } });
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [error.validationContext ?? 'body', ...toPath(v.instancePath)],
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send({ error: { code: 'invalid_input', message: INVALID_INPUT_MESSAGE, issues } });
    }
    if (error instanceof ApiError) {
      if (error.headers) void reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ error: { code: error.code, message: error.message, ...(error.issues ? { issues: error.issues } : {}) } });
    }
    if (isStoredValueError(error)) {
      return reply.status(400).send({ error: { code: 'invalid_input', message: 'A value of the request cannot be stored (a NUL character, a lone surrogate or a number out of range)' } });
    }
    if (temporalUnreachable(error)) {
      request.log.warn({ err: error }, 'the Temporal server did not answer');
      void reply.header('retry-after', '5');
      return reply.status(503).send({ error: { code: 'unavailable', message: 'The workflow engine is not reachable right now; try again shortly' } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not fit its schema');
      return reply.status(500).send({ error: { code: 'internal', message: 'Internal server error' } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ error: { code: 'internal', message: 'Internal server error' } });
    }
    // Fastify's own 4xx: bad JSON, body too large, rate limited, unsupported media type.
    const code = status === 429 ? 'rate_limited' : status === 415 ? 'unsupported_media_type' : 'bad_request';
    return reply.status(status).send({ error: { code, message: error.message } });
  });
}
