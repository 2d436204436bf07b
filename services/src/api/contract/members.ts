import { z } from 'zod';
import { WsParams } from './params.js';
import { route } from './route.js';
import { ErrorBody, errorResponses, Id } from '../schemas/common.js';
import { Member, UpdateMemberBody } from '../schemas/members.js';

const tags = ['members'];

export const listMembers = route('GET', '/api/workspaces/:ws/members', {
  tags,
  summary: 'Members, oldest first, with who created the workspace and who pays for it',
  params: WsParams,
  response: { 200: z.object({ items: z.array(Member), nextCursor: z.null() }), ...errorResponses },
});

export const updateMember = route('PATCH', '/api/workspaces/:ws/members/:userId', {
  tags,
  summary: "A member changes their own membership: their workspace metadata and their notification channels",
  params: z.object({ ws: Id, userId: Id }),
  body: UpdateMemberBody,
  response: { 200: Member, ...errorResponses },
});

export const removeMember = route('DELETE', '/api/workspaces/:ws/members/:userId', {
  tags,
  summary: 'The owner removes a member, or a member leaves; the owner cannot be removed',
  params: z.object({ ws: Id, userId: Id }),
  response: { 204: z.null(), ...errorResponses, 409: ErrorBody },
});
