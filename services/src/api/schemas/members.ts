import { z } from 'zod';
import { Workspace } from './account.js';

/** A workspace member as the settings page lists them. */
export const Member = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  isCreator: z.boolean(),
  isBillingUser: z.boolean(),
});
export type Member = z.infer<typeof Member>;

/** A workspace invitation. */
export const Invitation = z.object({
  invitationId: z.string(),
  workspaceId: z.string(),
  email: z.string(),
  invitedAt: z.string(),
  invitedBy: z.object({ userId: z.string(), name: z.string(), email: z.string() }),
  invitationUrl: z.string(),
  createdUserId: z.string().nullable(),
});
export type Invitation = z.infer<typeof Invitation>;

export const CreateInvitationBody = z.object({ email: z.email().max(254) });
export const CreatedInvitation = z.object({ invitationId: z.string(), invitationUrl: z.string() });
export type CreatedInvitation = z.infer<typeof CreatedInvitation>;

/** An accepted invitation: the workspace joined. */
export const AcceptedInvitation = z.object({ workspace: Workspace });
export type AcceptedInvitation = z.infer<typeof AcceptedInvitation>;
