import type { Payload } from '@temporalio/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPayloadCodec } from '../../codec/index.js';
import { authenticate } from '../auth/authenticate.js';
import type { ApiDeps } from '../deps.js';
import { errorResponses } from '../schemas/common.js';

/** The remote codec protocol of the Temporal UI and CLI: payloads with base64 metadata and data. */
const JsonPayload = z.object({ metadata: z.record(z.string(), z.string()).optional(), data: z.string().optional() });
const Payloads = z.object({ payloads: z.array(JsonPayload) });
type JsonPayload = z.infer<typeof JsonPayload>;

const fromJson = (p: JsonPayload): Payload => ({
  metadata: Object.fromEntries(Object.entries(p.metadata ?? {}).map(([k, v]) => [k, Buffer.from(v, 'base64')])),
  data: Buffer.from(p.data ?? '', 'base64'),
});
const toJson = (p: Payload): JsonPayload => ({
  metadata: Object.fromEntries(Object.entries(p.metadata ?? {}).map(([k, v]) => [k, Buffer.from(v ?? new Uint8Array()).toString('base64')])),
  data: Buffer.from(p.data ?? new Uint8Array()).toString('base64'),
});

/**
 * POST /codec/encode and /codec/decode for the Temporal UI (`--ui-codec-endpoint`). Callers are a
 * signed-in user, or the Temporal UI's own origin (whose users already see the histories these
 * payloads come from).
 */
export const codecRoutes =
  ({ db, config }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const codec = createPayloadCodec(db, config);
    const uiOrigin = config.temporalUiUrl ? new URL(config.temporalUiUrl).origin : undefined;

    app.addHook('onRequest', async (request, reply) => {
      if (uiOrigin && request.headers.origin === uiOrigin) {
        reply.header('access-control-allow-origin', uiOrigin);
        reply.header('access-control-allow-credentials', 'true');
        reply.header('access-control-allow-headers', 'content-type,x-namespace,authorization');
        reply.header('access-control-allow-methods', 'POST,OPTIONS');
        reply.header('vary', 'origin');
      }
    });
    app.options('/codec/*', { schema: { hide: true } }, async (_request, reply) => reply.status(204).send());

    const assertAllowed = async (request: Parameters<typeof authenticate>[1]) => {
      if (uiOrigin === undefined || request.headers.origin !== uiOrigin) await authenticate(db, request);
    };

    for (const direction of ['encode', 'decode'] as const) {
      app.post(
        `/codec/${direction}`,
        { schema: { tags: ['codec'], summary: `Temporal remote codec: ${direction} payloads`, body: Payloads, response: { 200: Payloads, ...errorResponses } } },
        async (request) => {
          await assertAllowed(request);
          const payloads = await codec[direction](request.body.payloads.map(fromJson));
          return { payloads: payloads.map(toJson) };
        },
      );
    }
  };
