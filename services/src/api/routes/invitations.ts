import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireDuty } from '../auth/duties.js';
import { principalOf, requireSession, requireUser } from '../auth/principal.js';
import { requireWorkspace, workspaceOf } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { ErrorBody, errorResponses, Id } from '../schemas/common.js';
import { AcceptedInvitation, CreatedInvitation, CreateInvitationBody, Invitation, InvitationSummary } from '../schemas/members.js';
import { acceptInvitation, createInvitation, deleteInvitation, invitationSummary, invitationView, workspaceInvitations } from '../../repos/invitations.js';
import { workspaceView } from '../../repos/workspaces.js';
import { takeInvitationMail } from '../../repos/invitation-mails.js';
import { sendInBackground } from '@tandem/platform/accounts/account-mailer';
import { INVITATION_MAILS_PER_DAY, invitationMail } from '@tandem/platform/accounts/invitation-mail';

const WsParams = z.object({ ws: Id });
const tags = ['members'];

/**
 * Invitations by email. The invitee opens the invitation URL, signs up or signs in with
 * the invited address, and accepts.
 */
export const invitationRoutes =
  ({ db, config, accountMailer }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));

    app.post(
      '/api/workspaces/:ws/invitations',
      {
        schema: {
          tags,
          summary: `Invites an email address and mails it the invitation URL; an open invitation to it is answered (and mailed) again. An address gets at most ${INVITATION_MAILS_PER_DAY} invitation mails a day (429).`,
          params: WsParams,
          body: CreateInvitationBody,
          response: { 201: CreatedInvitation, ...errorResponses, 409: ErrorBody, 429: ErrorBody },
        },
      },
      async (request, reply) => {
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
    );

    app.get(
      '/api/workspaces/:ws/invitations',
      {
        schema: {
          tags,
          summary: 'Every invitation with its state (pending, accepted and by whom, expired), oldest first',
          params: WsParams,
          response: { 200: z.object({ items: z.array(Invitation), nextCursor: z.null() }), ...errorResponses },
        },
      },
      async (request) => {
        return { items: (await workspaceInvitations(db, request.params.ws).execute()).map(invitationView), nextCursor: null };
      },
    );

    app.delete(
      '/api/workspaces/:ws/invitations/:invitationId',
      {
        schema: { tags, summary: 'Withdraws an open invitation', params: z.object({ ws: Id, invitationId: Id }), response: { 204: z.null(), ...errorResponses } },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        requireDuty(principal, workspaceOf(request), 'owner', 'withdraw invitations');
        await deleteInvitation(db, request.params.ws, request.params.invitationId);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/invitations/:invitationId',
      {
        schema: {
          tags,
          summary: 'What the invitation page shows: the workspace, who invited which address, and whether it is still open',
          params: z.object({ invitationId: Id }),
          response: { 200: InvitationSummary, ...errorResponses },
        },
      },
      async (request) => invitationSummary(db, request.params.invitationId),
    );

    app.post(
      '/api/invitations/:invitationId/accept',
      {
        schema: {
          tags,
          summary:
            'The signed-in user joins the workspace; their confirmed email must be the invited one. An invitation works once: 410 after its member was removed.',
          params: z.object({ invitationId: Id }),
          response: { 200: AcceptedInvitation, ...errorResponses, 410: ErrorBody },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        requireSession(principal, 'accept invitations');
        const workspace = await acceptInvitation(db, request.params.invitationId, principal);
        return { workspace: workspaceView(workspace, principal.userId) };
      },
    );
  };
