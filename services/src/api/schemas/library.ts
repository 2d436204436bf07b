import { LibraryPreviewSteps, Step } from '@tandem/catalog';
import { z } from 'zod';

/** The use-case categories of the flow library. */
export const useCases = ['SEA', 'Feeds', 'Reporting', 'SEO', 'AI', 'Alerts & Tasks', 'Content Creation', 'Ecommerce', 'Social Ads'] as const;
export const UseCase = z.enum(useCases);
export type UseCase = z.infer<typeof UseCase>;

/** A flow's libraryInfo; `apps` adds the apps a flow works with beyond its actions' apps (an API it calls over HTTP). */
export const LibraryInfo = z.object({
  useCases: z.array(UseCase).min(1),
  apps: z.array(z.string()).default([]),
  advanced: z.boolean(),
  expertPick: z.boolean(),
  riskFree: z.boolean(),
  agency: z.boolean(),
  /** Names of the steps the preview shows (at most 3). */
  previewSteps: LibraryPreviewSteps,
  details: z.object({ description: z.string(), other: z.string().optional() }),
  metaTitle: z.string().max(70),
  metaDescription: z.string().max(160),
});
export type LibraryInfo = z.infer<typeof LibraryInfo>;

export const LibraryQuery = z.object({ uc: UseCase.optional(), a: z.string().max(64).optional() });

/** A flow of the public library as the explore site lists it. */
export const LibraryFlow = z.object({
  flowId: z.string(),
  shortId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  libraryInfo: LibraryInfo,
  apps: z.array(z.string()),
  trigger: z.unknown().nullable(),
  performanceMetrics: z.object({ shown: z.number(), seen: z.number(), clicked: z.number(), copied: z.number(), setLive: z.number() }),
});
export type LibraryFlow = z.infer<typeof LibraryFlow>;

/** The preview: the live definition and the (at most 3) steps the library highlights. */
export const LibraryFlowPreview = LibraryFlow.extend({
  versionId: z.string(),
  definition: z.unknown(),
  previewSteps: z.array(Step).max(3),
});
export type LibraryFlowPreview = z.infer<typeof LibraryFlowPreview>;
