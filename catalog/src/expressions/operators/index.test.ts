import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operatorGroups, operatorNames } from '../../flow/operator-names.js';
import { run } from '../test-helpers.js';
import { conversion } from './conversion.js';
import { dateTime } from './date-time.js';
import { operators } from './index.js';
import { list } from './list.js';
import { logic } from './logic.js';
import { math } from './math.js';
import { object } from './object.js';
import { relation } from './relation.js';
import { string } from './string.js';
import { call } from './test-call.js';

describe('the operator table', () => {
  it('implements every operator of the fixed set, and nothing else', () => {
    expect(Object.keys(operators).sort()).toEqual([...operatorNames].sort());
  });

  it('has one file per group, each with exactly its operators', () => {
    const files = { logic, relation, math, string, list, object, dateTime, conversion };
    for (const [group, names] of Object.entries(operatorGroups)) expect(Object.keys(files[group as keyof typeof files]).sort()).toEqual([...names].sort());
  });
});

describe('eager logic agrees with the lazy evaluator', () => {
  const condition = fc.constantFrom(true, false, null);

  it.each(['and', 'or'] as const)('%s', (operator) => {
    fc.assert(fc.property(fc.array(condition, { minLength: 1, maxLength: 5 }), (params) => call(operator, ...params) === run(operator, ...params)));
  });

  it('not, if and coalesce', () => {
    fc.assert(
      fc.property(condition, fc.jsonValue(), fc.jsonValue(), (cond, then, otherwise) => {
        expect(call('not', cond)).toBe(run('not', cond));
        expect(call('if', cond, then, otherwise)).toEqual(run('if', cond, then, otherwise));
        expect(call('coalesce', cond, then, otherwise)).toEqual(run('coalesce', cond, then, otherwise));
      }),
    );
  });
});
