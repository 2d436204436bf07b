import { z } from 'zod';
import { FlowEntity } from '../../flow/flow-entity.js';
import { Ulid } from '../../flow/identifiers.js';

/** The ids of Tandem's own objects: 26-character ULIDs. */
export const TandemId = Ulid;

/** The input every workspace-scoped internal action starts with. */
export const WorkspaceInput = z.object({ workspaceId: TandemId.describe('Workspace') });

export const FlowInput = WorkspaceInput.extend({ flowId: TandemId.describe('Flow') });

/** A flow as the API answers it (with the dashboard figures); further fields are dropped. */
export const TandemFlow = FlowEntity.pick({
  flowId: true,
  workspaceId: true,
  shortId: true,
  name: true,
  description: true,
  longDescription: true,
  liveVersionId: true,
  latestVersionId: true,
  createdAt: true,
  creatorId: true,
  categoryIds: true,
  published: true,
  fromFlowLibrary: true,
  editMode: true,
  libraryInfo: true,
  trigger: true,
  apps: true,
  executionCount: true,
  successful: true,
  failed: true,
  lastExecutionAt: true,
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
