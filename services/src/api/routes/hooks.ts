import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/hooks.js';
import { Definition } from '@tandem/catalog';
import type { ApiDeps } from '../deps.js';
import { notFound } from '@tandem/platform/errors';
import { findHookFlow } from '../../repos/flows.js';
import { assertFitsInputSchema } from '../../triggers/input-schema.js';
import { assertBlobQuota } from '../../runs/blob-quota.js';

/** Headers that carry credentials are not handed to the flow. */
const privateHeaders = new Set(['authorization', 'cookie', 'proxy-authorization', 'x-csrf-token']);

/** Calls are counted per hook over windows of this length; the limit is `hookRateLimit` per second. */
export const HOOK_RATE_WINDOW_SECONDS = 10;

/**
 * POST /hooks/:hookToken: public, starts a run of a live webhook flow. Past the hook's rate limit a
 * call answers 429 with `Retry-After` (senders such as shop platforms retry after that delay); a large
 * body past the workspace's blob quota answers 413 and nothing is stored.
 */
export const hookRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = deps;
    app.route({
      ...contract.hook,
      config: {
          rateLimit: {
            max: config.hookRateLimit * HOOK_RATE_WINDOW_SECONDS,
            timeWindow: HOOK_RATE_WINDOW_SECONDS * 1000,
            keyGenerator: (request) => `hook:${(request.params as { hookToken: string }).hookToken}`,
          },
        },
      handler: async (request, reply) => {
        const row = await findHookFlow(db, request.params.hookToken);
        const definition = row ? Definition.safeParse(row.definition) : undefined;
        if (!row || !definition?.success || definition.data.trigger.type !== 'webhook') throw notFound('No live webhook flow at this URL');
        assertFitsInputSchema(definition.data.inputSchema, request.body ?? null, 'request body');
        await assertBlobQuota(db, config, row.workspaceId, request.body, 'webhook call');
        const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !privateHeaders.has(name)));
        const key = request.headers['idempotency-key'];
        const { runId } = await deps.runIntake.accept({
          workspaceId: row.workspaceId,
          flowId: row.flowId,
          flowName: row.name,
          versionId: row.versionId,
          definition: definition.data,
          trigger: { type: 'webhook', payload: { body: request.body ?? null, headers, query: request.query ?? {} } },
          maxFlowRuntimeMinutes: row.maxFlowRuntimeMinutes,
          idempotencyKey: typeof key === 'string' && key ? key : undefined,
        });
        return reply.status(202).send({ runId });
      },
    });
  };
