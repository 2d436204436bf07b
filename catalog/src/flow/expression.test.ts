import { describe, expect, it } from 'vitest';
import { Expression } from './expression.js';

describe('Expression', () => {
  it('accepts the four kinds, nested', () => {
    const e = {
      type: 'operator',
      operator: 'add',
      params: [
        { type: 'literal', value: 1 },
        { type: 'object', properties: { a: { type: 'reference', path: ['step_1', 'rows', 0] } } },
      ],
    };
    expect(Expression.parse(e)).toEqual(e);
  });

  it('rejects an operator outside the fixed set', () => {
    expect(Expression.safeParse({ type: 'operator', operator: 'nope', params: [] }).success).toBe(false);
  });
});
