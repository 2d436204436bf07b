/**
 * A small reader of GraphQL documents for the Shopify fake: one operation (query or mutation) with
 * fields, aliases, arguments (literals and `$variables`), inline fragments and named fragments.
 * Enough to answer exactly the selections a client asks for, as the real API does.
 */

export type GraphqlValue = string | number | boolean | null | GraphqlValue[] | { [key: string]: GraphqlValue } | { $variable: string };

export interface GraphqlField {
  /** The key in the answer: the alias or the field name. */
  key: string;
  name: string;
  args: Record<string, GraphqlValue>;
  /** Absent for a scalar field. */
  selections?: GraphqlSelection[];
}

export type GraphqlSelection = GraphqlField | { fragmentOn: string | undefined; selections: GraphqlSelection[] };

export interface GraphqlOperation {
  kind: 'query' | 'mutation';
  selections: GraphqlSelection[];
  /** The names of the variables the operation declares (`$first` → `first`). */
  declared: string[];
}

/** A document the fake cannot read; answered like Shopify's parse errors. */
export class GraphqlSyntaxError extends Error {}

const TOKEN = /\s*(?:#[^\n]*\n\s*)*(\.\.\.|[{}()[\]:$!,=@|&]|"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|[A-Za-z_][A-Za-z0-9_]*)/y;

function tokenize(source: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    if (/^[\s,]*(?:#[^\n]*)?$/.test(source.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match?.[1]) throw new GraphqlSyntaxError(`syntax error, unexpected character at ${at}`);
    if (match[1] !== ',') tokens.push(match[1]);
  }
  return tokens;
}

class Reader {
  private at = 0;
  constructor(private readonly tokens: string[]) {}
  peek(): string | undefined {
    return this.tokens[this.at];
  }
  next(): string {
    const token = this.tokens[this.at++];
    if (token === undefined) throw new GraphqlSyntaxError('syntax error, unexpected end of file');
    return token;
  }
  expect(token: string): void {
    const got = this.next();
    if (got !== token) throw new GraphqlSyntaxError(`syntax error, unexpected ${got}, expecting ${token}`);
  }
  done(): boolean {
    return this.at >= this.tokens.length;
  }
}

function readValue(r: Reader): GraphqlValue {
  const token = r.next();
  if (token === '$') return { $variable: r.next() };
  if (token === '[') {
    const list: GraphqlValue[] = [];
    while (r.peek() !== ']') list.push(readValue(r));
    r.expect(']');
    return list;
  }
  if (token === '{') {
    const object: Record<string, GraphqlValue> = {};
    while (r.peek() !== '}') {
      const key = r.next();
      r.expect(':');
      object[key] = readValue(r);
    }
    r.expect('}');
    return object;
  }
  if (token.startsWith('"')) return JSON.parse(token) as string;
  if (/^-?\d/.test(token)) return Number(token);
  if (token === 'true' || token === 'false') return token === 'true';
  if (token === 'null') return null;
  return token; // an enum value
}

function readSelections(r: Reader): GraphqlSelection[] {
  r.expect('{');
  const selections: GraphqlSelection[] = [];
  while (r.peek() !== '}') {
    if (r.peek() === '...') {
      r.next();
      if (r.peek() === 'on') {
        r.next();
        const type = r.next();
        selections.push({ fragmentOn: type, selections: readSelections(r) });
      } else if (r.peek() === '{') {
        selections.push({ fragmentOn: undefined, selections: readSelections(r) });
      } else {
        selections.push({ fragmentOn: `#${r.next()}`, selections: [] });
      }
      continue;
    }
    const key = r.next();
    let name = key;
    if (r.peek() === ':') {
      r.next();
      name = r.next();
    }
    const args: Record<string, GraphqlValue> = {};
    if (r.peek() === '(') {
      r.next();
      while (r.peek() !== ')') {
        const arg = r.next();
        r.expect(':');
        args[arg] = readValue(r);
      }
      r.expect(')');
    }
    const field: GraphqlField = { key, name, args };
    if (r.peek() === '{') field.selections = readSelections(r);
    selections.push(field);
  }
  r.expect('}');
  return selections;
}

/** Reads past the variable definitions of an operation; answers the names declared. */
function readVariableDefinitions(r: Reader): string[] {
  if (r.peek() !== '(') return [];
  const names: string[] = [];
  let depth = 0;
  let previous: string | undefined;
  do {
    const token = r.next();
    if (token === '(') depth++;
    if (token === ')') depth--;
    // `$name` starts a definition where a `(` or `,` or a type (or default) came before it, never inside a default value's object.
    if (previous === '$' && depth === 1) names.push(token);
    previous = token;
  } while (depth > 0);
  return names;
}

/** Replaces named fragment spreads by the fragment's selections. */
function inline(selections: GraphqlSelection[], fragments: Map<string, GraphqlSelection[]>): GraphqlSelection[] {
  return selections.map((s) => {
    if ('name' in s) return s.selections ? { ...s, selections: inline(s.selections, fragments) } : s;
    if (s.fragmentOn?.startsWith('#')) {
      const named = fragments.get(s.fragmentOn.slice(1));
      if (!named) throw new GraphqlSyntaxError(`Fragment ${s.fragmentOn.slice(1)} was used, but not defined`);
      return { fragmentOn: undefined, selections: inline(named, fragments) };
    }
    return { ...s, selections: inline(s.selections, fragments) };
  });
}

/** Reads the one operation of a document (named fragments may follow or precede it). */
export function parseGraphqlDocument(source: string): GraphqlOperation {
  const r = new Reader(tokenize(source));
  const fragments = new Map<string, GraphqlSelection[]>();
  let operation: GraphqlOperation | undefined;
  while (!r.done()) {
    const head = r.peek();
    if (head === 'fragment') {
      r.next();
      const name = r.next();
      r.expect('on');
      r.next();
      fragments.set(name, readSelections(r));
    } else if (head === '{') {
      operation = { kind: 'query', selections: readSelections(r), declared: [] };
    } else if (head === 'query' || head === 'mutation') {
      r.next();
      if (r.peek() !== '(' && r.peek() !== '{') r.next();
      const declared = readVariableDefinitions(r);
      operation = { kind: head, selections: readSelections(r), declared };
    } else {
      throw new GraphqlSyntaxError(`syntax error, unexpected ${head ?? 'end of file'}`);
    }
  }
  if (!operation) throw new GraphqlSyntaxError('syntax error, the document has no operation');
  return { ...operation, selections: inline(operation.selections, fragments) };
}

/** The variables the selections use (`$after` → `after`). */
export function usedVariables(selections: GraphqlSelection[]): Set<string> {
  const used = new Set<string>();
  const visit = (value: GraphqlValue | undefined): void => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(visit);
    if ('$variable' in value && typeof value.$variable === 'string') used.add(value.$variable);
    else Object.values(value).forEach((v) => visit(v as GraphqlValue));
  };
  const walk = (list: GraphqlSelection[]): void => {
    for (const s of list) {
      if ('name' in s) Object.values(s.args).forEach(visit);
      if (s.selections) walk(s.selections);
    }
  };
  walk(selections);
  return used;
}

/** The value of an argument with the request's variables filled in. */
export function resolveArgument(value: GraphqlValue | undefined, variables: Record<string, unknown>): unknown {
  if (value === undefined || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => resolveArgument(v, variables));
  if ('$variable' in value && typeof value.$variable === 'string') return variables[value.$variable];
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveArgument(v as GraphqlValue, variables)]));
}
