import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/approval-links.js';
import { findApprovalLink } from '@tandem/platform/approvals';
import { notFound } from '@tandem/platform/errors';
import type { ApiDeps } from '../deps.js';
import type { ApprovalLinkView } from '../schemas/approvals.js';
import { answerApproval, deadlinePassed, linkUsed } from '../../approvals/answer-approval.js';
import { approvalViews, emailOf, isOpen } from '../../approvals/approvals-repo.js';
const unknownLink = () => notFound('This approval link is not valid');

/**
 * Single-use approval links: public (no sign-in), each bound to one approval and one approver,
 * valid until the deadline and for one answer (docs/security.md § Approval links).
 */
export const approvalLinkRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const rateLimit = { max: 30, timeWindow: 60_000 };

    async function linkOf(token: string) {
      const link = await findApprovalLink(db, token);
      if (!link) throw unknownLink();
      const row = await db.selectFrom('approvals').selectAll().where('id', '=', link.approvalId).executeTakeFirst();
      // A member who left the workspace can no longer answer for it.
      const member = row && (await db.selectFrom('workspaceMembers').select('userId').where('workspaceId', '=', row.workspaceId).where('userId', '=', link.userId).executeTakeFirst());
      if (!row || !member) throw unknownLink();
      return { link, row, email: await emailOf(db, link.userId) };
    }

    app.route({
      ...contract.approvalLink,
      config: { rateLimit },
      handler: async (request) => {
        const { link, row, email } = await linkOf(request.params.token);
        const [approval] = await approvalViews(db, [row], email);
        const state: ApprovalLinkView['state'] = link.usedAt
          ? 'used'
          : row.status === 'closed'
            ? 'closed'
            : row.status !== 'pending'
              ? 'decided'
              : !isOpen(row) || link.expiresAt <= new Date()
                ? 'expired'
                : 'open';
        return { state, approver: email, approval: approval! };
      },
    });

    app.route({
      ...contract.answerApprovalLink,
      config: { rateLimit },
      handler: async (request) => {
        const { link, row, email } = await linkOf(request.params.token);
        if (link.usedAt) throw linkUsed();
        if (link.expiresAt <= new Date()) throw deadlinePassed();
        const decided = await answerApproval(deps, row, { id: link.userId, email }, request.body, { kind: 'link', token: request.params.token });
        const [approval] = await approvalViews(db, [decided], email);
        return { state: 'used' as const, approver: email, approval: approval! };
      },
    });
  };
