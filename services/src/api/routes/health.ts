import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/health.js';
import { sql } from 'kysely';
import type { ApiDeps } from '../deps.js';

/** Each check's time to answer: the whole health answer comes within 2 s, however a dependency hangs. */
const CHECK_TIMEOUT_MS = 1_500;

/** True when `check` succeeds within the time; false when it fails or is still pending then. */
function answersInTime(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)));
  const answered = check().then(() => true, () => false);
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

export const healthRoutes =
  ({ db, temporal }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...contract.health,
      handler: async (_request, reply) => {
        const [postgres, temporalOk] = await Promise.all([
          answersInTime(() => sql`select 1`.execute(db)),
          answersInTime(() => temporal.withDeadline(Date.now() + CHECK_TIMEOUT_MS, () => temporal.connection.workflowService.getSystemInfo({}))),
        ]);
        const ok = postgres && temporalOk;
        return reply.status(ok ? 200 : 503).send({ ok, postgres, temporal: temporalOk });
      },
    });
  };
