import { describe, expect, it } from 'vitest';
import { findAction } from '../apps/registry.js';
import { checkDefinition } from './check-definition.js';

const lit = (value: unknown) => ({ type: 'literal', value });
const ref = (...path: (string | number)[]) => ({ type: 'reference', path });
const catalog = { findAction };

const approval = (extra: Record<string, unknown> = {}) => ({
  name: 'ask',
  type: 'approval',
  title: lit('Raise the budget?'),
  message: lit('Please decide'),
  deadline: { after: 'P2D', then: 'reject' },
  ...extra,
});
const variable = (name: string, valueType: string, value: unknown) => ({ name, type: 'utility', utility: 'variable', input: { name: lit(name), valueType: lit(valueType), value } });
const check = (steps: unknown[]) => checkDefinition({ version: 1, trigger: { type: 'manual' }, steps }, catalog);

describe('the type of an approval step', () => {
  it("types the form's values for later steps: a number maps into a number, a text into a number is an error", () => {
    const form = { type: 'object', properties: { budget: { type: 'number' }, note: { type: 'string' } }, required: ['budget'] };
    expect(check([approval({ form }), variable('budget', 'number', ref('ask', 'values', 'budget'))])).toEqual([]);
    const issues = check([approval({ form }), { name: 'wait_a_bit', type: 'wait', duration: ref('ask', 'values', 'budget') }]);
    expect(issues.map((issue) => issue.pointer)).toEqual(['/steps/1/duration']);
  });

  it('types the approved and rejected items as lists of the items', () => {
    const items = lit([{ sku: 'A', price: 10 }]);
    const steps = [
      approval({ items }),
      { name: 'each', type: 'iterate', items: ref('ask', 'approved'), steps: [variable('price', 'number', ref('item', 'price'))] },
      variable('decision', 'text', ref('ask', 'decision')),
    ];
    expect(check(steps)).toEqual([]);
  });

  it('refuses items that are not a list, and a deadline rule it does not know', () => {
    expect(check([approval({ items: lit('A, B') })]).map((issue) => issue.pointer)).toEqual(['/steps/0/items']);
    const unknownRule = check([approval({ deadline: { after: 'P2D', then: 'ignore' } })]);
    expect(unknownRule.map((issue) => issue.pointer)).toEqual(['/steps/0/deadline/then']);
  });
});
