import { z } from 'zod';
import { Id } from './common.js';
import { DisplayName } from './display-name.js';

/** An API token as its owner sees it (never the token itself, which is shown once). */
export const ApiToken = z.object({
  tokenId: z.string(),
  name: z.string(),
  /** The one workspace the token reaches. */
  workspaceId: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ApiToken>;

export const CreateTokenBody = z.object({
  name: DisplayName(100),
  /** Default: the caller's oldest workspace. */
  workspaceId: Id.optional(),
  expiresInDays: z.number().int().min(1).max(365).default(90),
});
export type CreateTokenBody = z.infer<typeof CreateTokenBody>;

export const CreatedToken = ApiToken.extend({ token: z.string() });
export type CreatedToken = z.infer<typeof CreatedToken>;

export const TokensQuery = z.object({ workspaceId: Id.optional() });
