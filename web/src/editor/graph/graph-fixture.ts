import type { Definition } from '../../flow/types';

/** A definition with every kind of nesting, for the graph and layout tests. */
export const graphSample: Definition = {
  version: 1,
  trigger: { type: 'schedule', schedule: { kind: 'daily', hour: 4, weekdays: [] } },
  steps: [
    { type: 'action', continueOnError: false, name: 'load', app: 'shopify', action: 'products.list', input: {} },
    {
      type: 'condition',
      name: 'check',
      condition: { type: 'literal', value: true },
      consequent: [{ type: 'iterate', concurrency: 1, name: 'loop', items: { type: 'reference', path: ['load'] }, steps: [{ type: 'wait', name: 'pause', duration: 'PT1M' }] }],
      alternative: [],
    },
    { type: 'utility', name: 'note', utility: 'comment', input: {} },
  ],
};
