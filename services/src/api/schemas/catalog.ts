import { CatalogActionSummary, CatalogAppSummary } from '@tandem/catalog/catalog-summary';
import { z } from 'zod';

const JsonSchema = z.record(z.string(), z.unknown());

/** An action and an app as the catalogue lists them: the catalogue's schemas, which `listCatalog` answers with. */
export const CatalogAction = CatalogActionSummary;
export type CatalogAction = CatalogActionSummary;
export const CatalogApp = CatalogAppSummary;
export type CatalogApp = CatalogAppSummary;

/** An action with the JSON Schemas of its input and output (forms, type checker, docs). */
export const CatalogActionWithSchemas = CatalogAction.extend({ input: JsonSchema, output: JsonSchema });
export type CatalogActionWithSchemas = z.infer<typeof CatalogActionWithSchemas>;

/** What a connection form of an app asks for: its credentials (labelled as the app names them) and its config. */
export const ConnectionForm = z.object({
  app: z.string(),
  authentication: CatalogApp.shape.authentication,
  credentials: z.array(z.object({ key: z.string(), label: z.string() })),
  /** The JSON Schema of the app's connection config (with its validation rules); an empty object schema for apps without one. */
  config: JsonSchema,
  /** Config fields that are credentials (typed hidden, shown masked). */
  secretConfigFields: z.array(z.string()),
  /** The config field a picked account fills when the app lists the accounts a connection reaches; null when it cannot. */
  accountField: z.string().nullable(),
  /** OAuth2 apps: the server settings an operator still has to set before the app can be connected; empty when ready. */
  missingServerSettings: z.array(z.string()),
});
export type ConnectionForm = z.infer<typeof ConnectionForm>;
