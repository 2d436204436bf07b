import type { FastifyInstance } from 'fastify';
import { ApiError } from '@tandem/platform/errors';

/** Deepest nesting of arrays and objects a JSON body may have (documented in docs/limits.md). */
export const MAX_JSON_BODY_DEPTH = 256;

/** The deepest nesting of `[` and `{` in JSON text, strings skipped; stops counting past `limit`. */
export function jsonTextDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

/**
 * Fastify's JSON parser (prototype poisoning refused) with two changes: an empty body is no body
 * (many clients send `content-type: application/json` on a DELETE or a body-less POST; a route that
 * needs a body still says so), and a body nested deeper than {@link MAX_JSON_BODY_DEPTH} is refused
 * before it is parsed, so no later recursion can exhaust the stack.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    if (jsonTextDepth(text, MAX_JSON_BODY_DEPTH) > MAX_JSON_BODY_DEPTH) {
      return done(new ApiError(400, 'too_deep', `The JSON body is nested more than ${MAX_JSON_BODY_DEPTH} levels deep`), undefined);
    }
    parse(request, text, done);
  });
}
