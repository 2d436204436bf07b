import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireUser } from '../auth/principal.js';
import { requireWorkspace } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { ErrorBody, errorResponses, Id } from '../schemas/common.js';
import { ApprovalAnswerBody, ApprovalsQuery, ApprovalView } from '../schemas/approvals.js';
import { answerApproval } from '../../approvals/answer-approval.js';
import { approvalViews, emailOf, listApprovals, requireApproval } from '../../approvals/approvals-repo.js';

const tags = ['approvals'];
const WsParams = z.object({ ws: Id });
const ApprovalParams = z.object({ ws: Id, id: Id });

/** The approvals inbox, one approval, a run's approvals, and answering in the app (signed in). */
export const approvalRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));

    app.get(
      '/api/workspaces/:ws/approvals',
      {
        schema: {
          tags,
          summary: "The workspace's approvals, newest first: pending ones (the inbox) by default",
          params: WsParams,
          querystring: ApprovalsQuery,
          response: { 200: z.object({ items: z.array(ApprovalView) }), ...errorResponses },
        },
      },
      async (request) => {
        const email = await emailOf(db, principalOf(request).userId);
        return { items: await approvalViews(db, await listApprovals(db, request.params.ws, request.query.status), email) };
      },
    );

    app.get(
      '/api/workspaces/:ws/runs/:runId/approvals',
      {
        schema: {
          tags,
          summary: "A run's approvals with their recorded answers",
          params: z.object({ ws: Id, runId: Id }),
          response: { 200: z.object({ items: z.array(ApprovalView) }), ...errorResponses },
        },
      },
      async (request) => {
        const email = await emailOf(db, principalOf(request).userId);
        return { items: await approvalViews(db, await listApprovals(db, request.params.ws, 'all', request.params.runId), email) };
      },
    );

    app.get(
      '/api/workspaces/:ws/approvals/:id',
      { schema: { tags, summary: 'One approval with its recorded answers', params: ApprovalParams, response: { 200: ApprovalView, ...errorResponses } } },
      async (request) => {
        const email = await emailOf(db, principalOf(request).userId);
        const [view] = await approvalViews(db, [await requireApproval(db, request.params.ws, request.params.id)], email);
        return view!;
      },
    );

    app.post(
      '/api/workspaces/:ws/approvals/:id/answer',
      {
        schema: {
          tags,
          summary: 'Answers an approval: the values must fit its form; 403 for a member who is not an approver, 409 once it is decided or past its deadline',
          params: ApprovalParams,
          body: ApprovalAnswerBody,
          response: { 200: ApprovalView, ...errorResponses, 409: ErrorBody, 503: ErrorBody },
        },
      },
      async (request) => {
        const { userId } = principalOf(request);
        const email = await emailOf(db, userId);
        const row = await requireApproval(db, request.params.ws, request.params.id);
        const decided = await answerApproval(deps, row, { id: userId, email }, request.body, { kind: 'app' });
        const [view] = await approvalViews(db, [decided], email);
        return view!;
      },
    );
  };
