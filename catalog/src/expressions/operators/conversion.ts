import { DateTime } from 'luxon';
import { valueKind } from '../value-kind.js';
import { dateParam, isoResult } from './date-params.js';
import { defineGroup } from './define-group.js';
import type { Params } from './params.js';

/** Decimal numbers with a dot ("-1.5", ".5", "2e3"); no "1,5", no hex, no "Infinity". */
const decimal = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

const booleanTexts: ReadonlyMap<string, boolean> = new Map([
  ['true', true], ['yes', true], ['1', true],
  ['false', false], ['no', false], ['0', false],
]);

function toNumber(params: Params): number {
  const value = params.count(1).at(0);
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return params.typeError(0, 'Number, Text or Boolean');
  const number = decimal.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  return Number.isFinite(number) ? number : params.fail(`cannot turn Text "${value}" into a Number`, 0);
}

function toBoolean(params: Params): boolean {
  const value = params.count(1).at(0);
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value !== 'string') return params.typeError(0, 'Boolean, Number or Text');
  return booleanTexts.get(value.trim().toLowerCase()) ?? params.fail(`cannot turn Text "${value}" into a Boolean`, 0);
}

/** An ISO-8601 text, or epoch milliseconds. */
function toDate(params: Params): string {
  const value = params.count(1).at(0);
  if (typeof value === 'string') return isoResult(params, dateParam(params, 0));
  if (typeof value !== 'number') return params.typeError(0, 'Text or Number');
  const date = DateTime.fromMillis(value, { zone: 'utc' });
  return date.isValid ? isoResult(params, date) : params.fail(`cannot turn ${value} into a Date`, 0);
}

function parseJson(params: Params): unknown {
  const text = params.count(1).text(0);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return params.fail('Invalid JSON', 0);
  }
}

export const conversion = defineGroup('conversion', {
  toNumber,
  toInteger: (params) => Math.trunc(toNumber(params)) || 0, // `|| 0`: no -0
  toBoolean,
  toDate,
  parseJson,
  toJson: (params) => JSON.stringify(params.count(1).at(0)),
  typeOf: (params) => valueKind(params.count(1).at(0)),
});
