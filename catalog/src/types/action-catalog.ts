import type { z } from 'zod';
import type { FlowCatalog } from './flow-catalog.js';

/** What the checker needs of an action: its schemas and, when deprecated, its replacement. */
export interface CatalogAction {
  input: z.ZodType;
  output: z.ZodType;
  /** The id of the newer action, alone or with the reason (as the app catalogue declares it). */
  replacedBy?: string | { actionId: string; reason?: string };
}

/** The actions a definition may use; the app catalogue's `findAction` satisfies it. */
export interface ActionCatalog {
  findAction(app: string, action: string): CatalogAction | undefined;
  /** The workspace's flows that "Run flow" steps name; absent: their inputs and outputs are not typed (and nothing is refused). */
  flows?: FlowCatalog;
}
