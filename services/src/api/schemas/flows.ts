import { ChangeNotes, FlowEntity, fromJsonPointer, Guide, IssueCode, nestingIssues, VersionName } from '@tandem/catalog';
import { z } from 'zod';
import { LibraryInfo } from './library.js';
import { DisplayName } from './display-name.js';

const TypeParts = z.object({ kind: z.string(), name: z.string() });

/** A check's issue: where and what (the seeds' words), plus the structured parts the editor words plainly. */
export const VersionIssue = z.object({
  pointer: z.string(),
  message: z.string(),
  severity: z.enum(['error', 'warning']).optional(),
  code: IssueCode.optional(),
  field: z.string().optional(),
  expected: TypeParts.optional(),
  actual: TypeParts.optional(),
  values: z.array(z.union([z.string(), z.number(), z.boolean()])).optional(),
  limit: z.number().optional(),
});
export type VersionIssue = z.infer<typeof VersionIssue>;

/** What a flow still needs in its workspace before it can go live (its latest version's). */
export const FlowChecklist = z.object({ versionId: z.string().nullable(), complete: z.boolean(), items: z.array(VersionIssue) });
export type FlowChecklist = z.infer<typeof FlowChecklist>;

export const FlowVersionSummary = z.object({
  versionId: z.string(),
  flowId: z.string(),
  name: z.string().nullable(),
  changeNotes: z.string().nullable(),
  valid: z.boolean(),
  issues: z.array(VersionIssue),
  createdAt: z.string(),
  creatorId: z.string(),
  creatorEmail: z.string(),
  restoredFrom: z.string().nullable(),
});
export type FlowVersionSummary = z.infer<typeof FlowVersionSummary>;

export const FlowVersion = FlowVersionSummary.extend({ definition: z.unknown(), metadata: z.record(z.string(), z.unknown()), guide: z.unknown().nullable() });
export type FlowVersion = z.infer<typeof FlowVersion>;

/** A saved version: whether it is valid and what the checker found. */
export const SavedVersion = z.object({ versionId: z.string(), valid: z.boolean(), issues: z.array(VersionIssue) });
export type SavedVersion = z.infer<typeof SavedVersion>;

/** A flow, plus the dashboard figures of docs/api.md (the catalogue's schema: the product's own actions read it too). */
export const Flow = FlowEntity;
export type Flow = z.infer<typeof Flow>;

/** A definition to save: any shape (drafts too) but nested no deeper than the flow language's limits (400 naming the place). */
export const SavedDefinition = z.unknown().superRefine((definition, ctx) => {
  for (const issue of nestingIssues(definition)) ctx.addIssue({ code: 'custom', message: issue.message, path: fromJsonPointer(issue.pointer) });
});

export const CreateFlowBody = z.object({
  name: DisplayName(200),
  description: z.string().max(2000).optional(),
  definition: SavedDefinition.optional(),
});
export const UpdateFlowBody = z.object({
  name: DisplayName(200).optional(),
  description: z.string().max(2000).nullable().optional(),
  longDescription: z.string().max(20_000).nullable().optional(),
  pinned: z.boolean().optional(),
  editMode: z.enum(['guided', 'full-control']).optional(),
  // Library fields (the tandem app's update flow action); only flows of the library workspace are public.
  published: z.boolean().optional(),
  libraryInfo: LibraryInfo.nullable().optional(),
});

/** Version name at most 48 characters, change notes at most 640. */
export const CreateVersionBody = z.object({
  definition: SavedDefinition,
  name: VersionName.optional(),
  changeNotes: ChangeNotes.optional(),
  /** Guided mode's annotations. */
  guide: Guide.optional(),
});
