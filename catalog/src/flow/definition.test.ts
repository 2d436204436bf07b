import { describe, expect, it } from 'vitest';
import { Definition } from './definition.js';
import { structuralIssues } from './definition-issues.js';
import { DraftDefinition } from './draft.js';
import { lit, ref } from './expression-builders.js';


/** Every step type, nested: the shapes of docs/flow-language.md. */
const example = {
  version: 1,
  trigger: { type: 'schedule', schedule: { kind: 'daily', hour: 6, weekdays: ['monday'] } },
  inputSchema: { type: 'object' },
  timeout: 'PT30M',
  steps: [
    { name: 'fetch', type: 'utility', utility: 'httpRequest', input: { method: lit('GET'), url: lit('https://example.com') } },
    {
      name: 'loop_1',
      type: 'iterate',
      items: ref('fetch', 'body', 'rows'),
      concurrency: 5,
      steps: [
        {
          name: 'check',
          type: 'condition',
          condition: { type: 'operator', operator: 'gt', params: [ref('item', 'price'), lit(10)] },
          consequent: [
            { name: 'send', type: 'action', app: 'slack', action: 'messages.send', connectionId: 'c1', timeout: 'PT1M', input: { message: ref('item', 'title') } },
          ],
          alternative: [],
        },
      ],
    },
    { name: 'pause', type: 'wait', duration: 'P1D' },
    { name: 'pause_2', type: 'wait', duration: { type: 'object', properties: {} } },
  ],
};

describe('Definition', () => {
  it('accepts the shapes of docs/flow-language.md and fills the defaults', () => {
    const parsed = Definition.parse(example);
    const send = (parsed.steps[1] as { steps: { consequent: unknown[] }[] }).steps[0]?.consequent[0];
    expect(send).toMatchObject({ continueOnError: false, connectionId: 'c1' });
    expect(parsed.steps[0]).toMatchObject({ type: 'utility', utility: 'httpRequest' });
  });

  it('wants at least one step in a valid version', () => {
    const { issues } = structuralIssues({ ...example, steps: [] });
    expect(issues).toEqual([{ pointer: '/steps', message: 'A flow needs at least one step', severity: 'error' }]);
  });

  it('lists issues with a JSON pointer each, at any depth', () => {
    const broken = structuredClone(example) as typeof example;
    (broken.steps[1] as { concurrency: number }).concurrency = 51;
    (broken.steps[2] as { duration: string }).duration = 'one day';
    const pointers = structuralIssues(broken).issues.map((i) => [i.pointer, i.message]);
    expect(pointers).toContainEqual(['/steps/1/concurrency', 'Concurrency must be between 1 and 50']);
    expect(pointers.some(([pointer]) => pointer?.startsWith('/steps/2/duration'))).toBe(true);
  });

  it('refuses a step name used twice anywhere in the tree', () => {
    const twice = structuredClone(example) as typeof example;
    (twice.steps[3] as { name: string }).name = 'send';
    expect(structuralIssues(twice).issues).toEqual([
      { pointer: '/steps/3/name', message: 'The step name "send" is used more than once', severity: 'error' },
    ]);
  });
});

describe('DraftDefinition', () => {
  it('keeps an incomplete definition whole', () => {
    const draft = {
      version: 1,
      trigger: { type: 'manual' },
      steps: [{ name: '', type: 'utility', utility: 'filter', input: { list: { type: 'reference', path: [] }, condition: { type: 'operator', operator: '', params: [] } } }],
      editorHint: { zoom: 1 },
    };
    expect(DraftDefinition.parse(draft)).toEqual(draft);
    expect(DraftDefinition.parse({})).toEqual({ version: 1, trigger: { type: 'manual' }, steps: [] });
  });
});
