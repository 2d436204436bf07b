/**
 * Shopify's search syntax as list queries take it (`query: "status:active created_at:>=2026-01-01"`):
 * terms are ANDed, `OR` joins alternatives, values may be quoted, comparators `:>`, `:>=`, `:<`, `:<=`.
 * Each field name maps to a getter of the record; an unknown field matches nothing, like the real search.
 */
export type SearchFields<T> = Record<string, (record: T) => unknown>;

interface Term {
  field: string;
  op: '=' | '>' | '>=' | '<' | '<=';
  value: string;
  negate: boolean;
}

function tokens(query: string): string[] {
  // Parentheses only group OR terms in the queries the fake is sent; the grouping follows from OR.
  return [...query.replace(/[()]/g, ' ').matchAll(/-?[A-Za-z_.]+:(?:[<>]=?)?(?:"[^"]*"|'[^']*'|\S+)|OR|AND|\S+/g)].map((m) => m[0]);
}

function parseTerm(token: string): Term | undefined {
  const match = /^(-?)([A-Za-z_.]+):([<>]=?)?(.*)$/.exec(token);
  if (!match) return undefined;
  const value = (match[4] ?? '').replace(/^["']|["']$/g, '');
  return { field: match[2] ?? '', op: (match[3] as Term['op'] | undefined) ?? '=', value, negate: match[1] === '-' };
}

function compare(actual: unknown, term: Term): boolean {
  if (actual === null || actual === undefined) return false;
  if (Array.isArray(actual)) return actual.some((a) => compare(a, term));
  const text = String(actual);
  if (term.op === '=') {
    const wanted = term.value.toLowerCase();
    return wanted.endsWith('*') ? text.toLowerCase().startsWith(wanted.slice(0, -1)) : text.toLowerCase() === wanted;
  }
  const numeric = !Number.isNaN(Number(text)) && !Number.isNaN(Number(term.value));
  const [a, b] = numeric ? [Number(text), Number(term.value)] : [text, term.value];
  switch (term.op) {
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
  }
}

/** Whether `record` matches the search `query` (an empty query matches everything). */
export function matchesSearch<T>(record: T, query: unknown, fields: SearchFields<T>): boolean {
  if (typeof query !== 'string' || query.trim() === '') return true;
  // AND of groups; each group an OR of terms.
  const groups: Term[][] = [];
  let joinNext = false;
  for (const token of tokens(query)) {
    if (token === 'OR') {
      joinNext = true;
      continue;
    }
    if (token === 'AND') continue;
    const term = parseTerm(token) ?? { field: 'title', op: '=', value: `${token}*`, negate: false };
    if (joinNext && groups.length > 0) groups.at(-1)?.push(term);
    else groups.push([term]);
    joinNext = false;
  }
  return groups.every((group) =>
    group.some((term) => {
      const get = fields[term.field];
      const hit = get !== undefined && compare(get(record), term);
      return term.negate ? !hit : hit;
    }),
  );
}
