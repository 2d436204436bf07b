import { valueKind } from '../value-kind.js';
import { parseIso } from './date-params.js';
import { deepEqual } from './deep-equal.js';
import { defineGroup } from './define-group.js';
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

function tryRegExp(pattern: string, flags: string): RegExp | undefined {
  try {
    return new RegExp(pattern, flags);
  } catch {
    return undefined;
  }
}

function regex(params: Params): RegExp {
  const flags = params.has(2) ? params.text(2) : '';
  if (!tryRegExp('', flags)) params.fail(`parameter 3 must be regular expression flags, got "${flags}"`, 2);
  const pattern = params.text(1);
  return tryRegExp(pattern, flags) ?? params.fail(`parameter 2 is not a valid regular expression: ${pattern}`, 1);
}

function matches(params: Params): boolean {
  const text = params.count(2, 3).text(0);
  return regex(params).test(text);
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
