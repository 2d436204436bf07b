import { valueKind } from '../value-kind.js';
import { parseIso } from './date-params.js';
import { deepEqual } from './deep-equal.js';
import type { EvaluationContext } from '../evaluation-context.js';
import { defineGroup } from './define-group.js';
import { isRegexProblem, linearRegex } from './linear-regex.js';
import type { Params } from './params.js';

/** A text that reads as a date (at least YYYY-MM-DD, then ISO-8601), as epoch milliseconds. */
const instant = (text: string) => (/^\d{4}-\d{2}-\d{2}/.test(text) ? parseIso(text)?.toMillis() : undefined);

/** Orders two numbers, two texts, or two dates: two texts that both read as dates compare as instants. */
function compare(params: Params): number {
  const a = params.count(2).at(0);
  if (typeof a === 'number') return a - params.number(1);
  if (typeof a !== 'string') return params.typeError(0, 'Number, Text or Date');
  const [b, ta] = [params.at(1), instant(a)];
  if (typeof b !== 'string') return params.typeError(1, ta === undefined ? 'Text' : 'Date');
  const tb = instant(b);
  if (ta !== undefined && tb !== undefined) return ta - tb;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** null, '', [] and {} are empty. */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return valueKind(value) === 'Object' && Object.keys(value as object).length === 0;
}

/** Characters of text, and instructions of the compiled pattern, that one operation of `matches` covers. */
const MATCH_CHARS_PER_OPERATION = 4;
const MATCH_INSTRUCTIONS_PER_OPERATION = 64;

/** Tests on the linear-time engine; the text's length times the pattern's size spends the budget. */
function matches(params: Params, ctx: EvaluationContext): boolean {
  const text = params.count(2, 3).text(0);
  const regex = linearRegex(params.text(1), params.has(2) ? params.text(2) : '');
  if (isRegexProblem(regex)) return params.fail(regex.message, regex.parameter);
  ctx.budget?.spend(Math.ceil(text.length / MATCH_CHARS_PER_OPERATION) * Math.ceil(regex.programSize / MATCH_INSTRUCTIONS_PER_OPERATION));
  return regex.test(text);
}

function contains(params: Params): boolean {
  const haystack = params.count(2).at(0);
  if (typeof haystack === 'string') return haystack.includes(params.text(1));
  if (Array.isArray(haystack)) return haystack.some((item) => deepEqual(item, params.at(1)));
  return params.typeError(0, 'Text or List');
}

export const relation = defineGroup('relation', {
  eq: (params) => deepEqual(params.count(2).at(0), params.at(1)),
  ne: (params) => !deepEqual(params.count(2).at(0), params.at(1)),
  lt: (params) => compare(params) < 0,
  lte: (params) => compare(params) <= 0,
  gt: (params) => compare(params) > 0,
  gte: (params) => compare(params) >= 0,
  in: (params) => params.count(2).list(1).some((item) => deepEqual(item, params.at(0))),
  contains,
  startsWith: (params) => params.count(2).text(0).startsWith(params.text(1)),
  endsWith: (params) => params.count(2).text(0).endsWith(params.text(1)),
  matches,
  isEmpty: (params) => isEmpty(params.count(1).at(0)),
  isNotEmpty: (params) => !isEmpty(params.count(1).at(0)),
  isNull: (params) => params.count(1).at(0) === null,
});
