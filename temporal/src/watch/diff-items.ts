import { resolvePath, stableKey, type PathSegment } from '@tandem/catalog';

export type ChangeType = 'create' | 'update' | 'delete';
export type Change = { change: ChangeType; item: unknown; previous: unknown };
/** What a watch remembers between polls: every item by its id (as a stable text key). */
export type WatchCursor = Record<string, unknown>;

/**
 * The list inside an action's output: the output itself, or its only list-valued property
 * (`{ items: [...] }`, an HTTP response's `body`, ...).
 */
export function itemsOf(output: unknown): unknown[] {
  if (Array.isArray(output)) return output;
  if (output && typeof output === 'object') {
    const lists = Object.values(output).filter(Array.isArray);
    if (lists.length === 1) return lists[0] as unknown[];
    const body = (output as { body?: unknown }).body;
    if (body !== undefined) return itemsOf(body);
  }
  throw new Error('The watched action did not return a list of items');
}

/** Items by id; items without an id at `idPath` cannot be followed and are left out. */
export function cursorOf(items: readonly unknown[], idPath: readonly PathSegment[]): WatchCursor {
  const cursor: WatchCursor = {};
  for (const item of items) {
    const id = resolvePath(item, idPath);
    if (id !== null) cursor[stableKey(id)] = item;
  }
  return cursor;
}

/** What changed between two polls, in the order of the new list (deletions last). */
export function diffItems(before: WatchCursor, after: WatchCursor): Change[] {
  const changes: Change[] = [];
  for (const [id, item] of Object.entries(after)) {
    if (!(id in before)) changes.push({ change: 'create', item, previous: null });
    else if (stableKey(before[id]) !== stableKey(item)) changes.push({ change: 'update', item, previous: before[id] });
  }
  for (const [id, previous] of Object.entries(before)) {
    if (!(id in after)) changes.push({ change: 'delete', item: null, previous });
  }
  return changes;
}
