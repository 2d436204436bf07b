import { z } from 'zod';
import { DisplayName } from './display-name.js';

export const User = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  locale: z.enum(['en', 'de']),
  /** Whether the user followed the mailed verification link (needed before a flow goes live when the API requires it). */
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof User>;

export const Onboarding = z.object({
  status: z.enum(['completed', 'skipped']),
  by: z.object({ name: z.string(), email: z.string() }),
  at: z.string(),
});
export const OnboardingBody = Onboarding.pick({ status: true });

/**
 * The two named duties in a workspace: its creator (owner) and its billing
 * user. Every member builds and runs flows; the duties add what only they may do.
 */
export const Duty = z.enum(['owner', 'billing']);
export type Duty = z.infer<typeof Duty>;

/**
 * The workspace's settings of one app's connections: the connection its steps use when they name
 * none (null: the app's first connection, as before).
 */
export const WorkspaceAppSettings = z
  .object({ defaultConnectionId: z.string().length(26, 'Ids are 26-character sortable ids').nullable().default(null) })
  .strict();
export type WorkspaceAppSettings = z.infer<typeof WorkspaceAppSettings>;

/** A workspace, as the API shows it, with the caller's duties in it. */
export const Workspace = z.object({
  workspaceId: z.string(),
  type: z.string(),
  creatorId: z.string(),
  creatorEmail: z.string(),
  name: z.string(),
  internalName: z.string().nullable(),
  createdAt: z.string(),
  /** Per-app connection settings, by app id; `appsModifiedAt`: when they last changed. */
  apps: z.record(z.string(), z.unknown()),
  appsModifiedAt: z.string().nullable(),
  /** The newest database migration there was when the workspace was created (or its data last migrated). */
  lastMigration: z.string().nullable(),
  deletedAt: z.string().nullable(),
  maxFlowRuntimeMinutes: z.number().int(),
  onboarding: Onboarding.nullable(),
  creditLimit: z.number().int().nullable(),
  billingUserId: z.string().nullable(),
  billingUserEmail: z.string().nullable(),
  /** The error flow every failed run of the workspace starts (docs/flow-language.md § Error flows); null: none. */
  errorFlowId: z.string().nullable(),
  /** Runs a connection broke are recovered by themselves once it works again; off: they are offered (docs/recover-and-test-step.md). */
  autoRecoverRuns: z.boolean(),
  /** The team-chat (Slack) connection approval requests are posted through (docs/flow-language.md § Approvals); null: none. */
  notificationConnectionId: z.string().nullable(),
  /** What the caller may do beyond building and running flows. */
  duties: z.array(Duty),
});
export type Workspace = z.infer<typeof Workspace>;

/** The plan as the workspace list names it; a workspace billed by hand has a custom plan. */
export const SimplePlan = z.enum(['freemium', 'flexible', 'powerful', 'custom']);
export type SimplePlan = z.infer<typeof SimplePlan>;

/** The workspace list adds its billing user's plan (custom when billed by hand) and employee flag. */
export const WorkspaceListItem = Workspace.extend({ simplePlan: SimplePlan, isEmployee: z.boolean() });
export type WorkspaceListItem = z.infer<typeof WorkspaceListItem>;

/** Who is signed in (GET /api/me). */
export const Me = z.object({ user: User, workspaces: z.array(Workspace) });
export type Me = z.infer<typeof Me>;
/** A sign-up's answer: the new user and their first workspace. */
export const SignedUp = z.object({ user: User, workspace: Workspace });
export type SignedUp = z.infer<typeof SignedUp>;
/** A sign-in's (and a confirmed address's) answer. */
export const SignedIn = z.object({ user: User });
export type SignedIn = z.infer<typeof SignedIn>;

/** A password being chosen (sign-up, confirmation, reset, change); its strength is checked by the password policy. */
export const NewPassword = z.string().min(8, 'The password must have at least 8 characters').max(256);

export const SignupBody = z.object({
  email: z.email().max(254),
  password: NewPassword,
  name: DisplayName(120),
  /** An app path the mailed links lead back to (e.g. an invitation). */
  next: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)/, 'Must be a path of the app')
    .optional(),
});
/** A new verification link is on its way (to the signed-in user's address). */
export const VerificationSent = z.object({ email: z.string(), verificationSent: z.literal(true) });
export type VerificationSent = z.infer<typeof VerificationSent>;
/** A sign-up with an address that has an account: says no more than needed (its owner gets a mail). */
export const SIGNUP_REFUSED_MESSAGE = 'This address cannot be used to sign up. If it is yours, sign in or check your mail.';
/**
 * The mailed link's token. `password` replaces the one given at sign-up; it is needed unless the request
 * comes with a session of the same account (the browser that signed up), so whoever signed up with
 * someone else's address loses the account once its owner confirms it.
 */
export const VerifyBody = z.object({ token: z.string().min(1).max(200), password: NewPassword.optional() });
/** Asks for a mailed password-reset link. */
export const PasswordResetRequestBody = z.object({ email: z.string().trim().min(1).max(254) });
/** The same answer whether or not the address has an account. */
export const PasswordResetRequested = z.object({ resetRequested: z.literal(true) });
export type PasswordResetRequested = z.infer<typeof PasswordResetRequested>;
/** The mailed reset link's token and the new password. */
export const PasswordResetBody = z.object({ token: z.string().min(1).max(200), password: NewPassword });
/** A signed-in user changes their password. */
export const PasswordChangeBody = z.object({ currentPassword: z.string().min(1).max(256), newPassword: NewPassword });
export const LoginBody = z.object({ email: z.string().max(254), password: z.string().max(256) });
