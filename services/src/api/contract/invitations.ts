import { z } from 'zod';
import { WsParams } from './params.js';
import { route } from './route.js';
import { ErrorBody, errorResponses, Id } from '../schemas/common.js';
import { AcceptedInvitation, CreatedInvitation, CreateInvitationBody, Invitation, InvitationSummary } from '../schemas/members.js';
import { INVITATION_MAILS_PER_DAY } from '@tandem/platform/accounts/account-mail-limits';

const tags = ['members'];

export const invite = route('POST', '/api/workspaces/:ws/invitations', {
  tags,
  summary: `Invites an email address and mails it the invitation URL; an open invitation to it is answered (and mailed) again. An address gets at most ${INVITATION_MAILS_PER_DAY} invitation mails a day (429).`,
  params: WsParams,
  body: CreateInvitationBody,
  response: { 201: CreatedInvitation, ...errorResponses, 409: ErrorBody, 429: ErrorBody },
});

export const listInvitations = route('GET', '/api/workspaces/:ws/invitations', {
  tags,
  summary: 'Every invitation with its state (pending, accepted and by whom, expired), oldest first',
  params: WsParams,
  response: { 200: z.object({ items: z.array(Invitation), nextCursor: z.null() }), ...errorResponses },
});

export const revokeInvitation = route('DELETE', '/api/workspaces/:ws/invitations/:invitationId', { tags, summary: 'Withdraws an open invitation', params: z.object({ ws: Id, invitationId: Id }), response: { 204: z.null(), ...errorResponses } });

export const invitationSummary = route('GET', '/api/invitations/:invitationId', {
  tags,
  summary: 'What the invitation page shows: the workspace, who invited which address, and whether it is still open',
  params: z.object({ invitationId: Id }),
  response: { 200: InvitationSummary, ...errorResponses },
});

export const acceptInvitation = route('POST', '/api/invitations/:invitationId/accept', {
  tags,
  summary:
    'The signed-in user joins the workspace; their confirmed email must be the invited one. An invitation works once: 410 after its member was removed.',
  params: z.object({ invitationId: Id }),
  response: { 200: AcceptedInvitation, ...errorResponses, 410: ErrorBody },
});
