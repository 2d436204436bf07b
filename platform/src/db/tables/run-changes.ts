import type { ColumnType, Generated, Selectable } from 'kysely';

/** One change a run's step made in an app: what it changed and the fields it sent (never a secret). */
export interface RunChangesTable {
  id: Generated<string>;
  workspaceId: string;
  runId: string;
  stepPath: string;
  app: string;
  action: string;
  /** What kind of thing changed: the action's resource (`products` of `products.update`), or the host and path of an HTTP request. */
  resource: string;
  /** Which one, when the input names it (`4711`, a SKU, a URL). */
  resourceId: string | null;
  fields: ColumnType<Record<string, unknown>, string, string>;
  changedAt: Generated<Date>;
}
export type RunChangeRow = Selectable<RunChangesTable>;
