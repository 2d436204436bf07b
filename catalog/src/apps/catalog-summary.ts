import { z } from 'zod';
import { AuthKind } from '../sdk/auth.js';

/** An action as the catalogue lists it (its JSON Schemas come separately, via `actionJsonSchemas`). */
export const CatalogActionSummary = z.object({
  id: z.string(),
  displayName: z.string(),
  description: z.string(),
  categories: z.array(z.string()).readonly(),
  mutates: z.boolean(),
  hidden: z.boolean(),
  internal: z.boolean(),
  featureFlag: z.string().optional(),
  replacedBy: z.object({ actionId: z.string(), reason: z.string() }).optional(),
});
export type CatalogActionSummary = z.infer<typeof CatalogActionSummary>;

/** An app's catalogue entry with its visible actions: what `listCatalog` gives and the API answers. */
export const CatalogAppSummary = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  secondaryName: z.string().optional(),
  description: z.string(),
  service: z.string(),
  authentication: AuthKind,
  configurable: z.boolean(),
  skipConfigureAfterConnect: z.boolean().optional(),
  capabilities: z.array(z.string()).readonly(),
  premium: z.boolean(),
  eCommerceRelevant: z.boolean(),
  connectGuideLink: z.string().optional(),
  tutorial: z.object({ connect: z.string().optional(), usage: z.string().optional() }),
  actions: z.array(CatalogActionSummary),
});
export type CatalogAppSummary = z.infer<typeof CatalogAppSummary>;
