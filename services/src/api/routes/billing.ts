import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/billing.js';
import { requireDuty } from '../auth/duties.js';
import { principalOf, requireUser } from '../auth/principal.js';
import { requireWorkspace, workspaceOf } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { badRequest } from '@tandem/platform/errors';
import { billingMonth } from '@tandem/platform/billing/billing-month';
import { usageByApp } from '@tandem/platform/billing/usage-records';
import { workspaceBilling } from '@tandem/platform/billing/workspace-billing';
import { updateWorkspace, workspaceView } from '../../repos/workspaces.js';
import { findMember } from '../../repos/members.js';

/**
 * GET /api/workspaces/:ws/billing: plan, included credits, used this month, limit, usage by app.
 * PATCH hands the billing duty to another member (the owner or the billing user only).
 */
export const billingRoutes =
  ({ db }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));

    app.route({
      ...contract.billing,
      handler: async (request) => {
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
    });

    app.route({
      ...contract.setBillingUser,
      handler: async (request) => {
        const principal = principalOf(request);
        const workspace = workspaceOf(request);
        requireDuty(principal, workspace, 'billing', 'change billing');
        const member = await findMember(db, workspace.id, request.body.billingUserId);
        if (!member) throw badRequest('The billing user must be a member of the workspace', [{ path: ['billingUserId'], message: 'Not a member of this workspace' }]);
        const row = await updateWorkspace(db, workspace.id, { billingUserId: member.id, billingUserEmail: member.email });
        return workspaceView(row, principal.userId);
      },
    });
  };
