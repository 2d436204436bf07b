import { z } from 'zod';

/** The ids of Tandem's own objects: 26-character ULIDs. */
export const TandemId = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Invalid id');

/** The input every workspace-scoped internal action starts with. */
export const WorkspaceInput = z.object({ workspaceId: TandemId.describe('Workspace') });

export const FlowInput = WorkspaceInput.extend({ flowId: TandemId.describe('Flow') });

/** A flow as the API answers it (seed 000 §3 Flow with the dashboard figures); further fields are dropped. */
export const TandemFlow = z.object({
  flowId: z.string(),
  workspaceId: z.string(),
  shortId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  longDescription: z.string().nullable(),
  liveVersionId: z.string().nullable(),
  latestVersionId: z.string().nullable(),
  createdAt: z.string(),
  creatorId: z.string(),
  categoryIds: z.array(z.string()),
  published: z.boolean(),
  fromFlowLibrary: z.boolean(),
  editMode: z.enum(['guided', 'full-control']),
  libraryInfo: z.record(z.string(), z.unknown()).nullable(),
  trigger: z.unknown(),
  apps: z.array(z.string()),
  executionCount: z.number().int(),
  successful: z.number().int(),
  failed: z.number().int(),
  lastExecutionAt: z.string().nullable(),
});
export type TandemFlow = z.infer<typeof TandemFlow>;

/** A flow version as the API answers it; only what the actions read. */
export const TandemFlowVersion = z.object({
  versionId: z.string(),
  definition: z.unknown(),
  guide: z.unknown().optional(),
});
export type TandemFlowVersion = z.infer<typeof TandemFlowVersion>;

/** A list answer of the API (api.md § Conventions); the actions' outputs check what they keep. */
export type ApiList<T> = { items: T[]; nextCursor: string | null };
