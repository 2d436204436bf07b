import { z } from 'zod';

const JsonSchema = z.record(z.string(), z.unknown());

/** An action as the catalogue lists it. */
export const CatalogAction = z.object({
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
export type CatalogAction = z.infer<typeof CatalogAction>;

/** An app entry (listCatalog). */
export const CatalogApp = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  secondaryName: z.string().optional(),
  description: z.string(),
  service: z.string(),
  authentication: z.enum(['oauth2', 'oauth1', 'token', 'userSecret', 'userSecretToken', 'none']),
  configurable: z.boolean(),
  skipConfigureAfterConnect: z.boolean().optional(),
  capabilities: z.array(z.string()).readonly(),
  premium: z.boolean(),
  eCommerceRelevant: z.boolean(),
  connectGuideLink: z.string().optional(),
  tutorial: z.object({ connect: z.string().optional(), usage: z.string().optional() }),
  actions: z.array(CatalogAction),
});
export type CatalogApp = z.infer<typeof CatalogApp>;

/** An action with the JSON Schemas of its input and output (forms, type checker, docs). */
export const CatalogActionWithSchemas = CatalogAction.extend({ input: JsonSchema, output: JsonSchema });
export type CatalogActionWithSchemas = z.infer<typeof CatalogActionWithSchemas>;

/** What a connection form of an app asks for: its credentials (labelled as the app names them) and its config. */
export const ConnectionForm = z.object({
  app: z.string(),
  authentication: CatalogApp.shape.authentication,
  credentials: z.array(z.object({ key: z.string(), label: z.string() })),
  /** The JSON Schema of the app's connection config (seed 000 §5 rules); an empty object schema for apps without one. */
  config: JsonSchema,
  /** Config fields that are credentials (typed hidden, shown masked). */
  secretConfigFields: z.array(z.string()),
  /** The config field a picked account fills when the app lists the accounts a connection reaches; null when it cannot. */
  accountField: z.string().nullable(),
});
export type ConnectionForm = z.infer<typeof ConnectionForm>;
