import { type GraphqlSelection, resolveArgument } from './graphql-document.js';

/** A field of a fake object: a value, or a function of the field's arguments (connections, filters). */
export type FieldResolver = (args: Record<string, unknown>) => unknown;

/** An error Shopify reports in `errors[]` with HTTP 200 (the answer's `data` is null). */
export class GraphqlFieldError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * Answers `selections` on `value`: only the selected fields, under their aliases; function fields are
 * called with their arguments; a field the object does not have fails like an unknown field does.
 */
export function project(value: unknown, selections: GraphqlSelection[], variables: Record<string, unknown>): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((v) => project(v, selections, variables));
  const object = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const selection of selections) {
    if (!('name' in selection)) {
      if (selection.fragmentOn === undefined || selection.fragmentOn === object.__typename) {
        Object.assign(out, project(object, selection.selections, variables));
      }
      continue;
    }
    if (!(selection.name in object)) {
      throw new GraphqlFieldError(`Field '${selection.name}' doesn't exist on type '${String(object.__typename)}'`, 'undefinedField');
    }
    let field = object[selection.name];
    if (typeof field === 'function') {
      const args = Object.fromEntries(Object.entries(selection.args).map(([k, v]) => [k, resolveArgument(v, variables)]));
      field = (field as FieldResolver)(args);
    }
    out[selection.key] = selection.selections ? project(field, selection.selections, variables) : field;
  }
  return out;
}

const pageSizeOf = (args: Record<string, unknown>): number | undefined => {
  const n = args.first ?? args.last;
  return typeof n === 'number' ? n : undefined;
};

/**
 * The requested cost of a selection, as Shopify computes it: scalars 0, objects 1, connections 2 plus
 * their page size times the cost of one node; every mutation field 10.
 */
export function requestedCost(selections: GraphqlSelection[], variables: Record<string, unknown>, mutation = false): number {
  let cost = 0;
  for (const selection of selections) {
    if (!('name' in selection)) {
      cost += requestedCost(selection.selections, variables);
      continue;
    }
    if (!selection.selections) continue;
    if (mutation) {
      cost += 10;
      continue;
    }
    const args = Object.fromEntries(Object.entries(selection.args).map(([k, v]) => [k, resolveArgument(v, variables)]));
    const size = pageSizeOf(args);
    if (size === undefined) {
      cost += 1 + requestedCost(selection.selections, variables);
      continue;
    }
    const node = selection.selections.flatMap((s) => ('name' in s && (s.name === 'nodes' || s.name === 'edges') ? (s.selections ?? []) : []));
    const inner = node.flatMap((s) => ('name' in s && s.name === 'node' ? (s.selections ?? []) : [s]));
    cost += 2 + size * Math.max(1, requestedCost(inner, variables));
  }
  return cost;
}

const encodeCursor = (index: number): string => Buffer.from(JSON.stringify({ last_id: index })).toString('base64');
const decodeCursor = (cursor: unknown): number => {
  if (typeof cursor !== 'string') return -1;
  try {
    const { last_id: index } = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as { last_id: unknown };
    if (typeof index === 'number') return index;
  } catch {
    // falls through to the error below
  }
  throw new GraphqlFieldError(`Invalid cursor for current pagination sort.`, 'argumentLiteralsIncompatible');
};

/** A Relay connection over `items` with `first`/`after` (at most 250 a page, as the real API allows). */
export function connection(items: readonly unknown[], args: Record<string, unknown>): Record<string, unknown> {
  const first = typeof args.first === 'number' ? args.first : typeof args.last === 'number' ? args.last : undefined;
  if (first === undefined) throw new GraphqlFieldError('you must provide one of first or last', 'argumentLiteralsIncompatible');
  if (first > 250) throw new GraphqlFieldError('The page size cannot exceed 250.', 'argumentLiteralsIncompatible');
  const start = decodeCursor(args.after) + 1;
  const page = items.slice(start, start + first);
  const edges = page.map((node, i) => ({ __typename: 'Edge', node, cursor: encodeCursor(start + i) }));
  return {
    __typename: 'Connection',
    nodes: page,
    edges,
    pageInfo: {
      __typename: 'PageInfo',
      hasNextPage: start + first < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/**
 * The actual cost of an answer: like the requested cost, but each connection counts the nodes it
 * returned instead of its page size. Shopify charges this and refunds the rest of the requested cost.
 */
export function actualCost(selections: GraphqlSelection[], data: unknown, mutation = false): number {
  if (data === null || typeof data !== 'object') return 0;
  if (Array.isArray(data)) return data.reduce((sum: number, item) => sum + actualCost(selections, item), 0);
  const object = data as Record<string, unknown>;
  let cost = 0;
  for (const selection of selections) {
    if (!('name' in selection)) {
      cost += actualCost(selection.selections, data);
      continue;
    }
    const value = object[selection.key];
    if (!selection.selections || value === null || value === undefined) continue;
    if (mutation) {
      cost += 10;
      continue;
    }
    const page = value as { nodes?: unknown[]; edges?: Array<{ node?: unknown }> };
    const connectionField = selection.selections.find((s) => 'name' in s && (s.name === 'nodes' || s.name === 'edges'));
    if (connectionField && 'name' in connectionField) {
      const list = connectionField.name === 'nodes' ? (page.nodes ?? []) : (page.edges ?? []).map((e) => e.node);
      const inner = (connectionField.selections ?? []).flatMap((s) => ('name' in s && s.name === 'node' ? (s.selections ?? []) : [s]));
      cost += 2 + list.reduce((sum: number, node) => sum + Math.max(1, actualCost(inner, node)), 0);
      continue;
    }
    cost += Array.isArray(value) ? actualCost(selection.selections, value) : 1 + actualCost(selection.selections, value);
  }
  return cost;
}
