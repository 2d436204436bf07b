import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { ApiDeps } from '../deps.js';

export const healthRoutes =
  ({ db, temporal }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Whether Postgres and Temporal answer',
          response: { 200: z.object({ ok: z.boolean(), postgres: z.boolean(), temporal: z.boolean() }) },
        },
      },
      async () => {
        const [postgres, temporalOk] = await Promise.all([
          sql`select 1`.execute(db).then(() => true, () => false),
          temporal.connection.workflowService.getSystemInfo({}).then(() => true, () => false),
        ]);
        return { ok: postgres && temporalOk, postgres, temporal: temporalOk };
      },
    );
  };
