import { z } from 'zod';
import { NotificationSettings, NotificationSettingsChanges } from '@tandem/platform/notifications/settings';
import { Workspace } from './account.js';

/** What a member keeps about themselves in a workspace (the app's own notes: last screens, choices); at most 16 KiB as JSON. */
export const WorkspaceMetadata = z
  .record(z.string().max(100), z.unknown())
  .refine((value) => JSON.stringify(value).length <= 16_384, 'The workspace metadata must be at most 16 KiB as JSON');
export type WorkspaceMetadata = z.infer<typeof WorkspaceMetadata>;

/** A workspace member as the settings page lists them. */
export const Member = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  isCreator: z.boolean(),
  isBillingUser: z.boolean(),
  workspaceMetadata: z.record(z.string(), z.unknown()),
  /** The member's channels per notification event (also at …/notification-settings). */
  settings: z.object({ notifications: NotificationSettings }),
});
export type Member = z.infer<typeof Member>;

/** What a member changes of their own membership: their metadata (replaced whole) and notification channels (the events given). */
export const UpdateMemberBody = z
  .object({ workspaceMetadata: WorkspaceMetadata.optional(), settings: z.object({ notifications: NotificationSettingsChanges.optional() }).strict().optional() })
  .strict();
export type UpdateMemberBody = z.infer<typeof UpdateMemberBody>;

/** A workspace invitation. */
export const Invitation = z.object({
  invitationId: z.string(),
  workspaceId: z.string(),
  email: z.string(),
  invitedAt: z.string(),
  invitedBy: z.object({ userId: z.string(), name: z.string(), email: z.string() }),
  invitationUrl: z.string(),
  createdUserId: z.string().nullable(),
  /** pending until accepted, or expired once `expiresAt` has passed. */
  state: z.enum(['pending', 'accepted', 'expired']),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  /** Who accepted it (the user `createdUserId`). */
  acceptedBy: z.object({ userId: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type Invitation = z.infer<typeof Invitation>;

/** The invitation page: the workspace it opens and who sent it. */
export const InvitationSummary = z.object({
  invitationId: z.string(),
  workspaceName: z.string(),
  email: z.string(),
  invitedBy: z.object({ name: z.string() }),
  state: Invitation.shape.state,
});
export type InvitationSummary = z.infer<typeof InvitationSummary>;

export const CreateInvitationBody = z.object({ email: z.email().max(254) });
export const CreatedInvitation = z.object({ invitationId: z.string(), invitationUrl: z.string() });
export type CreatedInvitation = z.infer<typeof CreatedInvitation>;

/** An accepted invitation: the workspace joined. */
export const AcceptedInvitation = z.object({ workspace: Workspace });
export type AcceptedInvitation = z.infer<typeof AcceptedInvitation>;
