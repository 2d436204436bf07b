import { mutatesWith, retryTraitsOf } from '@tandem/catalog';
import { sql } from 'kysely';
import type { Db } from '../db/index.js';

/** Characters of the fields one change keeps; larger inputs keep their field names only. */
const MAX_FIELDS_CHARS = 16_384;
/** Field names that may hold a secret: their values never enter the ledger. */
const SECRET = /token|secret|password|passwd|authorization|api[-_]?key|cookie|signature|credential/i;

export type RunChange = { workspaceId: string; runId: string; stepPath: string; app: string; action: string; resource: string; resourceId: string | null; fields: Record<string, unknown> };

/** A value with every field that may hold a secret, and every header, replaced by `[redacted]`. */
function redacted(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((item) => redacted(item, depth + 1));
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  return Object.fromEntries(Object.entries(value).map(([key, part]) => [key, SECRET.test(key) || key === 'headers' ? '[redacted]' : redacted(part, depth + 1)]));
}

const primitive = (value: unknown): value is string | number => typeof value === 'string' || typeof value === 'number';

/** Which thing a write is about: an `id`, a field ending in `Id`, a `sku`, or the URL of a request. */
function idOf(input: Record<string, unknown>): string | null {
  const key = ['id', ...Object.keys(input).filter((k) => /Id$/.test(k)), 'sku', 'url'].find((k) => primitive(input[k]));
  return key === undefined ? null : String(input[key]);
}

/** The kind of thing: the action's resource (`products.update` → `products`), or the host and path of an HTTP request. */
function resourceOf(action: string, input: Record<string, unknown>): string {
  if (typeof input.url === 'string') {
    try {
      const url = new URL(input.url);
      return `${url.host}${url.pathname.replace(/\/[^/]*\d[^/]*$/, '/:id')}`;
    } catch {
      return action;
    }
  }
  return action.includes('.') ? action.slice(0, action.lastIndexOf('.')) : action;
}

/**
 * The ledger entry of a step that changed data in an app (its action writes, by its `mutates`
 * declaration refined by the input), or undefined for a read. Pure.
 */
export function runChangeOf(call: { workspaceId: string; runId: string; stepPath: string; app: string; action: string; input: Record<string, unknown> }): RunChange | undefined {
  if (!mutatesWith(retryTraitsOf(call.app, call.action), call.input)) return undefined;
  const cleaned = redacted(call.input) as Record<string, unknown>;
  const fields = JSON.stringify(cleaned).length <= MAX_FIELDS_CHARS ? cleaned : { fieldNames: Object.keys(cleaned), truncated: true };
  return { workspaceId: call.workspaceId, runId: call.runId, stepPath: call.stepPath, app: call.app, action: call.action, resource: resourceOf(call.action, call.input), resourceId: idOf(call.input), fields };
}

/** Records a change of a run in the ledger; a call that is not part of a run (a step tried on its own) records nothing. */
export async function recordRunChange(db: Db, change: RunChange): Promise<void> {
  await sql`
    insert into run_changes (workspace_id, run_id, step_path, app, action, resource, resource_id, fields)
    select ${change.workspaceId}, id, ${change.stepPath}, ${change.app}, ${change.action}, ${change.resource}, ${change.resourceId}, ${JSON.stringify(change.fields)}::jsonb
    from runs where id = ${change.runId} and workspace_id = ${change.workspaceId}`.execute(db);
}
