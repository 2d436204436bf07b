import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireUser } from '../auth/principal.js';
import type { ApiDeps } from '../deps.js';
import { Billing } from '../schemas/billing.js';
import { errorResponses, Id } from '../schemas/common.js';
import { billingMonth } from '../../billing/billing-month.js';
import { usageByApp } from '../../billing/usage-records.js';
import { workspaceBilling } from '../../billing/workspace-billing.js';
import { requireMembership } from '../../repos/workspaces.js';

/** GET /api/workspaces/:ws/billing: plan, included credits, used this month, limit, usage by app. */
export const billingRoutes =
  ({ db }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));

    app.get(
      '/api/workspaces/:ws/billing',
      { schema: { tags: ['billing'], params: z.object({ ws: Id }), response: { 200: Billing, ...errorResponses } } },
      async (request) => {
        await requireMembership(db, principalOf(request).userId, request.params.ws);
        const month = billingMonth(new Date());
        const [billing, apps] = await Promise.all([workspaceBilling(db, request.params.ws), usageByApp(db, request.params.ws, month)]);
        return {
          plan: billing.plan,
          includedCredits: billing.includedCredits,
          usedCredits: apps.reduce((sum, app) => sum + app.credits, 0),
          creditLimit: billing.creditLimit,
          periodStart: month.start.toISOString(),
          periodEnd: month.end.toISOString(),
          usageByApp: apps,
        };
      },
    );
  };
