import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/approvals.js';
import { principalOf, requireUser } from '../auth/principal.js';
import { requireWorkspace } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { answerApproval } from '../../approvals/answer-approval.js';
import { approvalViews, emailOf, listApprovals, requireApproval } from '../../approvals/approvals-repo.js';

/** The approvals inbox, one approval, a run's approvals, and answering in the app (signed in). */
export const approvalRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));

    app.route({
      ...contract.listApprovals,
      handler: async (request) => {
        const email = await emailOf(db, principalOf(request).userId);
        return { items: await approvalViews(db, await listApprovals(db, request.params.ws, request.query.status), email) };
      },
    });

    app.route({
      ...contract.runApprovals,
      handler: async (request) => {
        const email = await emailOf(db, principalOf(request).userId);
        return { items: await approvalViews(db, await listApprovals(db, request.params.ws, 'all', request.params.runId), email) };
      },
    });

    app.route({
      ...contract.getApproval,
      handler: async (request) => {
        const email = await emailOf(db, principalOf(request).userId);
        const [view] = await approvalViews(db, [await requireApproval(db, request.params.ws, request.params.id)], email);
        return view!;
      },
    });

    app.route({
      ...contract.answerApproval,
      handler: async (request) => {
        const { userId } = principalOf(request);
        const email = await emailOf(db, userId);
        const row = await requireApproval(db, request.params.ws, request.params.id);
        const decided = await answerApproval(deps, row, { id: userId, email }, request.body, { kind: 'app' });
        const [view] = await approvalViews(db, [decided], email);
        return view!;
      },
    });
  };
