import { DateTime } from 'luxon';
import { valueKind } from '../value-kind.js';
import type { OperatorFn } from './operator.js';
import { p, type Params } from './params.js';

function toNumber(params: Params): number {
  const value = params.count(1).raw(0);
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value.trim()))) return Number(value.trim());
  return params.fail(`cannot turn ${valueKind(value)} ${JSON.stringify(value)} into a Number`, 1);
}

const truthyTexts = new Map([['true', true], ['yes', true], ['1', true], ['false', false], ['no', false], ['0', false]]);

export const conversion = {
  toNumber: (v) => toNumber(p('toNumber', v)),
  toInteger: (v) => Math.trunc(toNumber(p('toInteger', v))),
  toBoolean: (v) => {
    const params = p('toBoolean', v).count(1);
    const value = params.raw(0);
    if (typeof value === 'boolean') return value;
    if (typeof value === 'number') return value !== 0;
    const known = typeof value === 'string' ? truthyTexts.get(value.trim().toLowerCase()) : undefined;
    return known ?? params.fail(`cannot turn ${valueKind(value)} ${JSON.stringify(value)} into a Boolean`, 1);
  },
  toDate: (v) => {
    const params = p('toDate', v).count(1);
    const value = params.raw(0);
    const date = typeof value === 'number' ? DateTime.fromMillis(value, { zone: 'utc' }) : params.date(0);
    if (!date.isValid) params.fail(`cannot turn ${JSON.stringify(value)} into a Date`, 1);
    return date.toUTC().toISO();
  },
  parseJson: (v) => {
    const params = p('parseJson', v).count(1);
    try {
      return JSON.parse(params.text(0)) as unknown;
    } catch {
      return params.fail('Invalid JSON', 1);
    }
  },
  toJson: (v) => JSON.stringify(p('toJson', v).count(1).raw(0)),
  typeOf: (v) => valueKind(p('typeOf', v).count(1).raw(0)),
} satisfies Record<string, OperatorFn>;
