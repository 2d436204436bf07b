import type { Compilable, CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Db } from './connect.js';

/**
 * The SQL of every prepared query, with the name of its statement. It holds one entry per
 * `preparedQuery` of the code (a fixed, small set), so every connection prepares at most that many.
 */
const statementNames = new Map<string, string>();

/** A pool client that runs the SQL of a prepared query as a named statement: Postgres parses and plans it once per connection. */
export class PreparingClient extends pg.Client {
  // pg's overloads, in one: the arguments pass through untouched but for the text of a prepared query.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: unknown[]): any {
    const [text, values] = args;
    const name = args.length === 2 && typeof text === 'string' && Array.isArray(values) ? statementNames.get(text) : undefined;
    const query = super.query as (...args: unknown[]) => unknown;
    return query.apply(this, name ? [{ name, text, values }] : args);
  }
}

const PLACEHOLDER = Symbol('prepared query argument');
type Placeholder = { readonly [PLACEHOLDER]: number };
const isPlaceholder = (value: unknown): value is Placeholder => typeof value === 'object' && value !== null && PLACEHOLDER in value;

/**
 * A query of a hot path, built and compiled by kysely once and run as a named prepared statement:
 * `build` gets stand-ins for the arguments, which each run replaces by the arguments it is given
 * (values the query holds itself stay as they are). `build` must give the same SQL whatever the
 * arguments are (no branches on them, no lists of varying length): branch outside and prepare each
 * shape. Answers the rows, with kysely's plugins applied (camelCase names).
 */
export function preparedQuery<Args extends unknown[], Row>(build: (db: Db, ...args: Args) => Compilable<Row>): (db: Db, ...args: Args) => Promise<Row[]> {
  let compiled: { query: CompiledQuery<Row>; arity: number } | undefined;
  return async (db, ...args) => {
    if (!compiled) {
      const stand = args.map((_, i) => ({ [PLACEHOLDER]: i }) as Placeholder) as unknown as Args;
      const query = build(db, ...stand).compile();
      const used = new Set(query.parameters.filter(isPlaceholder).map((p) => p[PLACEHOLDER]));
      if (used.size !== args.length) throw new Error(`A prepared query must use each of its ${args.length} arguments as a value (it uses ${used.size})`);
      if (!statementNames.has(query.sql)) statementNames.set(query.sql, `tandem_${statementNames.size + 1}`);
      compiled = { query, arity: args.length };
    }
    if (args.length !== compiled.arity) throw new Error(`This prepared query takes ${compiled.arity} arguments, not ${args.length}`);
    const parameters = compiled.query.parameters.map((p) => (isPlaceholder(p) ? args[p[PLACEHOLDER]] : p));
    return (await db.executeQuery<Row>({ ...compiled.query, parameters })).rows;
  };
}
