import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/invitations.js';
import { requireDuty } from '../auth/duties.js';
import { principalOf, requireSession, requireUser } from '../auth/principal.js';
import { requireWorkspace, workspaceOf } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { acceptInvitation, createInvitation, deleteInvitation, invitationSummary, invitationView, workspaceInvitations } from '../../repos/invitations.js';
import { workspaceView } from '../../repos/workspaces.js';
import { takeInvitationMail } from '../../repos/invitation-mails.js';
import { sendInBackground } from '@tandem/platform/accounts/account-mailer';
import { invitationMail } from '@tandem/platform/accounts/invitation-mail';

/**
 * Invitations by email. The invitee opens the invitation URL, signs up or signs in with
 * the invited address, and accepts.
 */
export const invitationRoutes =
  ({ db, config, accountMailer }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));

    app.route({
      ...contract.invite,
      handler: async (request, reply) => {
        const principal = principalOf(request);
        const { userId, name, email } = principal;
        const workspace = workspaceOf(request);
        requireDuty(principal, workspace, 'owner', 'invite members');
        // A refused mail (the daily cap of the address) rolls the invitation back too.
        const invitation = await db.transaction().execute(async (trx) => {
          const created = await createInvitation(trx, workspace.id, { userId, name, email }, request.body.email, config.appUrl);
          await takeInvitationMail(trx, created.email);
          return created;
        });
        // Mail is best effort: the inviter also gets the URL to pass on.
        sendInBackground(accountMailer, invitation.email, invitationMail(workspace.name, { name, email }, invitation.invitationId), request.log);
        return reply.status(201).send({ invitationId: invitation.invitationId, invitationUrl: invitation.invitationUrl });
      },
    });

    app.route({
      ...contract.listInvitations,
      handler: async (request) => {
        return { items: (await workspaceInvitations(db, request.params.ws).execute()).map(invitationView), nextCursor: null };
      },
    });

    app.route({
      ...contract.revokeInvitation,
      handler: async (request, reply) => {
        const principal = principalOf(request);
        requireDuty(principal, workspaceOf(request), 'owner', 'withdraw invitations');
        await deleteInvitation(db, request.params.ws, request.params.invitationId);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...contract.invitationSummary,
      handler: async (request) => invitationSummary(db, request.params.invitationId),
    });

    app.route({
      ...contract.acceptInvitation,
      handler: async (request) => {
        const principal = principalOf(request);
        requireSession(principal, 'accept invitations');
        const workspace = await acceptInvitation(db, request.params.invitationId, principal);
        return { workspace: workspaceView(workspace, principal.userId) };
      },
    });
  };
