import { describe, expect, it } from 'vitest';
import type { Definition } from '../../flow/types';
import { referenceTree, stepsInScope } from './reference-tree';

const def: Definition = {
  version: 1,
  trigger: { type: 'manual' },
  steps: [
    { type: 'action', continueOnError: false, name: 'load', app: 'shopify', action: 'products.list', input: {} },
    { type: 'condition', name: 'check', condition: { type: 'literal', value: true }, consequent: [{ type: 'wait', name: 'yes', duration: 'PT1M' }], alternative: [] },
    {
      type: 'iterate',
      concurrency: 1,
      name: 'loop',
      items: { type: 'reference', path: ['load', 'rows'] },
      steps: [
        { type: 'wait', name: 'first', duration: 'PT1M' },
        { type: 'wait', name: 'second', duration: 'PT1M' },
      ],
    },
    { type: 'wait', name: 'after', duration: 'PT1M' },
  ],
};

const names = (name: string) => stepsInScope(def, name)?.steps.map((s) => s.name);

describe('stepsInScope', () => {
  it('sees earlier steps only, including inside finished condition branches', () => {
    expect(names('load')).toEqual([]);
    expect(names('yes')).toEqual(['load']);
    expect(names('loop')).toEqual(['load', 'check', 'yes']);
    expect(names('second')).toEqual(['load', 'check', 'yes', 'first']);
    expect(names('after')).toEqual(['load', 'check', 'yes', 'loop']);
    expect(stepsInScope(def, 'second')?.inIterate).toBe(true);
    expect(stepsInScope(def, 'missing')).toBeNull();
  });
});

describe('referenceTree', () => {
  it('builds paths from output schemas', () => {
    const tree = referenceTree(def, 'first', (step) =>
      step.name === 'load' ? { type: 'object', properties: { rows: { type: 'array', items: { type: 'object', properties: { title: { type: 'string' } } } } } } : undefined,
    );
    expect(tree.map((n) => n.label)).toEqual(['trigger', 'item', 'index', 'load', 'check', 'yes']);
    const load = tree.find((n) => n.label === 'load');
    expect(load?.children[0]?.children[0]?.children[0]?.path).toEqual(['load', 'rows', 0, 'title']);
  });
});
