import { valueKind } from '../value-kind.js';
import { defineGroup } from './define-group.js';
import type { Params } from './params.js';
import { toText } from './to-text.js';

/** The longest text `padStart` makes, so that one expression cannot fill a worker's memory. */
export const MAX_PAD_LENGTH = 10_000;

/** Every occurrence, literally (no regex, no `$&` patterns); an empty search changes nothing. */
function replace(params: Params): string {
  const [text, search, replacement] = [params.count(3).text(0), params.text(1), params.text(2)];
  return search === '' ? text : text.replaceAll(search, () => replacement);
}

function length(params: Params): number {
  const value = params.count(1).at(0);
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  if (valueKind(value) === 'Object') return Object.keys(value as object).length;
  return params.typeError(0, 'Text, List or Object');
}

function padStart(params: Params): string {
  const [text, length] = [params.count(2, 3).text(0), params.integer(1)];
  if (length > MAX_PAD_LENGTH) params.fail(`parameter 2 must be at most ${MAX_PAD_LENGTH}, got ${length}`, 1);
  return text.padStart(length, params.has(2) ? params.text(2) : ' ');
}

export const string = defineGroup('string', {
  concat: (params) => params.rest(0).map(toText).join(''),
  lower: (params) => params.count(1).text(0).toLowerCase(),
  upper: (params) => params.count(1).text(0).toUpperCase(),
  trim: (params) => params.count(1).text(0).trim(),
  replace,
  split: (params) => params.count(2).text(0).split(params.text(1)),
  join: (params) => params.count(2).list(0).map(toText).join(params.text(1)),
  // Negative positions count from the end, as in `slice` and `at`.
  substring: (params) => params.count(2, 3).text(0).slice(params.integer(1), params.has(2) ? params.integer(2) : undefined),
  length,
  padStart,
  toText: (params) => toText(params.count(1).at(0)),
});
