/**
 * A small, strict parser of the Google Ads Query Language as the fake needs it:
 * `SELECT f[, f] FROM resource [WHERE cond [AND cond]] [ORDER BY f [ASC|DESC][, ...]] [LIMIT n] [PARAMETERS ...]`.
 * Conditions: = != > >= < <= IN (...) NOT IN (...) LIKE 'x' NOT LIKE DURING CONSTANT BETWEEN 'a' AND 'b'
 * IS NULL, IS NOT NULL. A query the real API would refuse throws `GaqlError` with the API's error code.
 */

export type GaqlValue = string | number | boolean;

export interface GaqlCondition {
  field: string;
  operator: '=' | '!=' | '>' | '>=' | '<' | '<=' | 'IN' | 'NOT IN' | 'LIKE' | 'NOT LIKE' | 'DURING' | 'BETWEEN' | 'IS NULL' | 'IS NOT NULL';
  values: GaqlValue[];
}

export interface GaqlQuery {
  select: string[];
  from: string;
  where: GaqlCondition[];
  orderBy: Array<{ field: string; descending: boolean }>;
  limit: number | undefined;
}

/** A refused query: `code` is the `queryError` enum value the real API answers with. */
export class GaqlError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Token = { kind: 'word' | 'string' | 'number' | 'symbol'; text: string };

const FIELD = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;
const RESOURCE = /^[a-z][a-z0-9_]*$/;

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s+|('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")|(-?\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_.]*)|(!=|>=|<=|[=<>(),])|(.)/gy;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(query)) !== null) {
    const [, quoted, number, word, symbol, other] = match;
    if (quoted !== undefined) tokens.push({ kind: 'string', text: quoted.slice(1, -1).replace(/\\(.)/g, '$1') });
    else if (number !== undefined) tokens.push({ kind: 'number', text: number });
    else if (word !== undefined) tokens.push({ kind: 'word', text: word });
    else if (symbol !== undefined) tokens.push({ kind: 'symbol', text: symbol });
    else if (other !== undefined) throw new GaqlError('UNEXPECTED_INPUT', `Error in query: unexpected input ${other}.`);
  }
  return tokens;
}

class Parser {
  private index = 0;
  constructor(private readonly tokens: Token[]) {}

  peekKeyword(...words: string[]): boolean {
    return words.every((word, offset) => {
      const token = this.tokens[this.index + offset];
      return token?.kind === 'word' && token.text.toUpperCase() === word;
    });
  }

  keyword(...words: string[]): boolean {
    if (!this.peekKeyword(...words)) return false;
    this.index += words.length;
    return true;
  }

  expectKeyword(word: string, code: string): void {
    if (!this.keyword(word)) throw new GaqlError(code, `Error in query: expected ${word}${this.near()}.`);
  }

  symbol(text: string): boolean {
    const token = this.tokens[this.index];
    if (token?.kind !== 'symbol' || token.text !== text) return false;
    this.index += 1;
    return true;
  }

  done(): boolean {
    return this.index >= this.tokens.length;
  }

  near(): string {
    const token = this.tokens[this.index];
    return token ? ` near '${token.text}'` : ' at the end of the query';
  }

  field(): string {
    const token = this.tokens[this.index];
    if (token?.kind !== 'word' || !FIELD.test(token.text)) throw new GaqlError('BAD_FIELD_NAME', `Error in query: expected a field name${this.near()}.`);
    this.index += 1;
    return token.text;
  }

  resource(): string {
    const token = this.tokens[this.index];
    if (token?.kind !== 'word' || !RESOURCE.test(token.text)) throw new GaqlError('EXPECTED_FROM', `Error in query: expected a resource after FROM${this.near()}.`);
    this.index += 1;
    return token.text;
  }

  value(): GaqlValue {
    const token = this.tokens[this.index];
    this.index += 1;
    if (token?.kind === 'string') return token.text;
    if (token?.kind === 'number') return Number(token.text);
    if (token?.kind === 'word' && /^(TRUE|FALSE)$/i.test(token.text)) return token.text.toUpperCase() === 'TRUE';
    // Enum values are bare words (status = ENABLED) or quoted.
    if (token?.kind === 'word' && /^[A-Z][A-Z0-9_]*$/.test(token.text)) return token.text;
    this.index -= 1;
    throw new GaqlError('BAD_VALUE_IN_WHERE_CLAUSE', `Error in query: expected a value${this.near()}.`);
  }

  list(): GaqlValue[] {
    if (!this.symbol('(')) throw new GaqlError('EXPECTED_OPENING_PARENTHESIS', `Error in query: expected '('${this.near()}.`);
    const values = [this.value()];
    while (this.symbol(',')) values.push(this.value());
    if (!this.symbol(')')) throw new GaqlError('EXPECTED_CLOSING_PARENTHESIS', `Error in query: expected ')'${this.near()}.`);
    return values;
  }

  condition(): GaqlCondition {
    const field = this.field();
    for (const operator of ['!=', '>=', '<=', '=', '>', '<'] as const) if (this.symbol(operator)) return { field, operator, values: [this.value()] };
    if (this.keyword('NOT', 'IN')) return { field, operator: 'NOT IN', values: this.list() };
    if (this.keyword('IN')) return { field, operator: 'IN', values: this.list() };
    if (this.keyword('NOT', 'LIKE')) return { field, operator: 'NOT LIKE', values: [this.value()] };
    if (this.keyword('LIKE')) return { field, operator: 'LIKE', values: [this.value()] };
    if (this.keyword('IS', 'NOT', 'NULL')) return { field, operator: 'IS NOT NULL', values: [] };
    if (this.keyword('IS', 'NULL')) return { field, operator: 'IS NULL', values: [] };
    if (this.keyword('DURING')) return { field, operator: 'DURING', values: [this.value()] };
    if (this.keyword('BETWEEN')) {
      const from = this.value();
      this.expectKeyword('AND', 'EXPECTED_AND');
      return { field, operator: 'BETWEEN', values: [from, this.value()] };
    }
    throw new GaqlError('INVALID_OPERATOR_IN_WHERE_CLAUSE', `Error in query: expected an operator${this.near()}.`);
  }
}

/** Parses a GAQL query or throws `GaqlError`. */
export function parseGaql(query: string): GaqlQuery {
  const parser = new Parser(tokenize(query));
  parser.expectKeyword('SELECT', 'EXPECTED_SELECT');
  const select = [parser.field()];
  while (parser.symbol(',')) select.push(parser.field());
  parser.expectKeyword('FROM', 'EXPECTED_FROM');
  const from = parser.resource();
  const where: GaqlCondition[] = [];
  if (parser.keyword('WHERE')) {
    where.push(parser.condition());
    while (parser.keyword('AND')) where.push(parser.condition());
    if (parser.peekKeyword('OR')) throw new GaqlError('UNEXPECTED_INPUT', 'Error in query: OR is not supported, combine conditions with AND.');
  }
  const orderBy: GaqlQuery['orderBy'] = [];
  if (parser.keyword('ORDER', 'BY')) {
    do {
      const field = parser.field();
      const descending = parser.keyword('DESC');
      if (!descending) parser.keyword('ASC');
      orderBy.push({ field, descending });
    } while (parser.symbol(','));
  }
  let limit: number | undefined;
  if (parser.keyword('LIMIT')) {
    const value = parser.value();
    if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) throw new GaqlError('INVALID_LIMIT_CLAUSE', 'Error in query: LIMIT must be a positive integer.');
    limit = value;
  }
  if (parser.keyword('PARAMETERS')) {
    parser.field();
    if (!parser.symbol('=')) throw new GaqlError('UNEXPECTED_INPUT', `Error in query: expected '='${parser.near()}.`);
    parser.value();
  }
  if (!parser.done()) throw new GaqlError('UNEXPECTED_INPUT', `Error in query: unexpected input${parser.near()}.`);
  return { select, from, where, orderBy, limit };
}
