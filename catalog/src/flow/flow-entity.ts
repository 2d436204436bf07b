import { z } from 'zod';

/** A flow as the API answers it, plus the dashboard figures of docs/api.md. */
export const FlowEntity = z.object({
  flowId: z.string(),
  workspaceId: z.string(),
  shortId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  longDescription: z.string().nullable(),
  liveVersionId: z.string().nullable(),
  liveVersionChangedAt: z.string().nullable(),
  latestVersionId: z.string().nullable(),
  latestVersionMetadata: z.record(z.string(), z.unknown()).nullable(),
  performanceMetrics: z.object({ shown: z.number(), seen: z.number(), clicked: z.number(), copied: z.number(), setLive: z.number() }),
  createdAt: z.string(),
  creatorId: z.string(),
  deletedAt: z.string().nullable(),
  categoryIds: z.array(z.string()),
  published: z.boolean(),
  fromFlowLibrary: z.boolean(),
  pinnedAt: z.string().nullable(),
  sourceFlow: z.object({ flowId: z.string(), flowVersionId: z.string(), workspaceId: z.string() }).nullable(),
  editMode: z.enum(['guided', 'full-control']),
  libraryInfo: z.record(z.string(), z.unknown()).nullable(),
  requiredMemory: z.number().nullable(),
  trigger: z.unknown().nullable(),
  apps: z.array(z.string()),
  executionCount: z.number().int(),
  successful: z.number().int(),
  failed: z.number().int(),
  lastExecutionAt: z.string().nullable(),
});
export type FlowEntity = z.infer<typeof FlowEntity>;
