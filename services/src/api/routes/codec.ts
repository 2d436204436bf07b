import type { Payload } from '@temporalio/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/codec.js';
import type { JsonPayload } from '../contract/codec.js';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { createPayloadCodec, isTandemPayload, payloadWorkspace } from '@tandem/platform/codec';
import type { Config } from '@tandem/platform/config';
import type { Db } from '@tandem/platform/db';
import { authenticate } from '../auth/authenticate.js';
import { memberWorkspaceIds } from '../../repos/members.js';
import type { ApiDeps } from '../deps.js';
import { ApiError, badRequest } from '@tandem/platform/errors';

type JsonPayload = z.infer<typeof JsonPayload>;

const fromJson = (p: JsonPayload): Payload => ({
  metadata: Object.fromEntries(Object.entries(p.metadata ?? {}).map(([k, v]) => [k, Buffer.from(v, 'base64')])),
  data: Buffer.from(p.data ?? '', 'base64'),
});
const toJson = (p: Payload): JsonPayload => ({
  metadata: Object.fromEntries(Object.entries(p.metadata ?? {}).map(([k, v]) => [k, Buffer.from(v ?? new Uint8Array()).toString('base64')])),
  data: Buffer.from(p.data ?? new Uint8Array()).toString('base64'),
});

const digest = (value: string) => createHash('sha256').update(value).digest();
const forbidden = (message: string) => new ApiError(403, 'forbidden', message);

/** A payload that does not open (altered, relabelled, or of a key this server lacks) is bad input. */
async function decoded(codec: ReturnType<typeof createPayloadCodec>, payloads: Payload[]): Promise<Payload[]> {
  try {
    return await codec.decode(payloads);
  } catch (error) {
    throw badRequest(`A payload could not be decoded: ${error instanceof Error ? error.message : String(error)}`);
  }
}

type Caller = { operator: true } | { operator: false; userId: string; tokenWorkspaceId: string | null };

/** An operator (the operator token, or a signed-in user listed as operator) or a signed-in user of the API. */
async function callerOf(db: Db, config: Config, request: Parameters<typeof authenticate>[1]): Promise<Caller> {
  const header = request.headers.authorization;
  if (config.operatorToken && header?.startsWith('Bearer ') && timingSafeEqual(digest(header.slice(7).trim()), digest(config.operatorToken))) {
    return { operator: true };
  }
  // Decoding changes nothing, and only the Temporal UI's origin may read the answer: no CSRF token needed.
  const principal = await authenticate(db, request, { csrf: false });
  // An API token reaches its one workspace, even an operator's.
  if (principal.via === 'session' && config.operatorEmails.includes(principal.email.toLowerCase())) return { operator: true };
  return { operator: false, userId: principal.userId, tokenWorkspaceId: principal.tokenWorkspaceId };
}

/**
 * POST /codec/decode and /codec/encode for the Temporal UI (`--ui-codec-endpoint`) and operators'
 * tools. Callers authenticate like everywhere in the API (session cookie, which the UI sends along, or
 * API token). A user decodes the payloads of the workspaces they belong to; payloads bound to no
 * workspace (schedules, payloads encoded outside a workflow) stay encrypted for them. Operators decode everything
 * and alone may encode. Only the Temporal UI's origin gets CORS, with credentials.
 */
export const codecRoutes =
  ({ db, config }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const codec = createPayloadCodec(db, config);
    const uiOrigin = () => (config.temporalUiUrl ? new URL(config.temporalUiUrl).origin : undefined);

    app.addHook('onRequest', async (request, reply) => {
      const origin = uiOrigin();
      if (origin && request.headers.origin === origin) {
        reply.header('access-control-allow-origin', origin);
        reply.header('access-control-allow-credentials', 'true');
        reply.header('access-control-allow-headers', 'content-type,x-namespace,authorization');
        reply.header('access-control-allow-methods', 'POST,OPTIONS');
      }
      reply.header('vary', 'origin');
    });
    app.options('/codec/*', { schema: { hide: true } }, async (_request, reply) => reply.status(204).send());

    app.route({
      ...contract.codecDecode,
      handler: async (request) => {
      const caller = await callerOf(db, config, request);
      const payloads = request.body.payloads.map(fromJson);
      if (caller.operator) return { payloads: (await decoded(codec, payloads)).map(toJson) };
      const bound = [...new Set(payloads.filter(isTandemPayload).map(payloadWorkspace).filter((ws) => ws !== undefined))];
      const reachable = caller.tokenWorkspaceId === null ? bound : bound.filter((ws) => ws === caller.tokenWorkspaceId);
      const mine = await memberWorkspaceIds(db, caller.userId, reachable);
      if (bound.some((ws) => !mine.has(ws))) throw forbidden('These payloads belong to a workspace you are not a member of');
      const unbound = (p: Payload) => isTandemPayload(p) && payloadWorkspace(p) === undefined;
      const opened = (await decoded(codec, payloads.filter((p) => !unbound(p)))).values();
      return { payloads: payloads.map((p) => (unbound(p) ? p : opened.next().value!)).map(toJson) };
      },
    });

    app.route({
      ...contract.codecEncode,
      handler: async (request) => {
      const caller = await callerOf(db, config, request);
      if (!caller.operator) throw forbidden('Only operators may encode payloads');
      return { payloads: (await codec.encode(request.body.payloads.map(fromJson))).map(toJson) };
      },
    });
  };
