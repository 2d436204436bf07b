import { describe, expect, it } from 'vitest';
import { deleteStep, duplicateStep, insertStep, moveStep, pasteSteps, renameStep, setDisplayName } from './operations';
import { allStepNames, findStep } from './step-tree';
import type { Definition, Step } from './types';

const wait = (name: string): Step => ({ type: 'wait', name, duration: 'PT1H' });
const ref = (...path: (string | number)[]) => ({ type: 'reference' as const, path });

const sample = (): Definition => ({
  version: 1,
  trigger: { type: 'manual' },
  steps: [
    { type: 'action', continueOnError: false, name: 'load', app: 'shopify', action: 'products.list', input: {} },
    {
      type: 'condition',
      name: 'check',
      condition: { type: 'operator', operator: 'isNotEmpty', params: [ref('load', 'rows')] },
      consequent: [
        {
          type: 'iterate',
          concurrency: 1,
          name: 'loop',
          items: ref('load', 'rows'),
          steps: [{ type: 'action', continueOnError: false, name: 'send', app: 'slack', action: 'message.send', input: { text: ref('item', 'title') } }],
        },
      ],
      alternative: [wait('pause')],
    },
    { type: 'utility', name: 'note', utility: 'comment', input: { text: { type: 'object', properties: { a: ref('send', 'ok') } } } },
  ],
});

const rootNames = (d: Definition) => d.steps.map((s) => s.name);

describe('insertStep', () => {
  it('inserts at the root, inside branches and in iterate bodies, clamping the index', () => {
    let d = insertStep(sample(), { parent: null, index: 1 }, wait('a'));
    expect(rootNames(d)).toEqual(['load', 'a', 'check', 'note']);
    d = insertStep(d, { parent: 'check', branch: 'alternative', index: 0 }, wait('b'));
    expect(findStep(d, 'b')?.list).toEqual({ parent: 'check', branch: 'alternative' });
    d = insertStep(d, { parent: 'loop', branch: 'steps', index: 99 }, wait('c'));
    expect(findStep(d, 'c')).toMatchObject({ index: 1, ancestors: [{ name: 'check' }, { name: 'loop' }] });
  });

  it('leaves the definition alone for a list that does not exist, and never mutates', () => {
    const d = sample();
    const frozen = JSON.stringify(d);
    expect(insertStep(d, { parent: 'load', branch: 'steps', index: 0 }, wait('x'))).toBe(d);
    insertStep(d, { parent: null, index: 0 }, wait('y'));
    expect(JSON.stringify(d)).toBe(frozen);
  });
});

describe('deleteStep and moveStep', () => {
  it('deletes a step with its branches', () => {
    const d = deleteStep(sample(), 'check');
    expect([...allStepNames(d)]).toEqual(['load', 'note']);
  });

  it('moves within a list (adjusting for the removed position) and across lists', () => {
    expect(rootNames(moveStep(sample(), 'load', { parent: null, index: 3 }))).toEqual(['check', 'note', 'load']);
    expect(rootNames(moveStep(sample(), 'note', { parent: null, index: 0 }))).toEqual(['note', 'load', 'check']);
    const d = moveStep(sample(), 'note', { parent: 'loop', branch: 'steps', index: 0 });
    expect(findStep(d, 'note')?.list).toEqual({ parent: 'loop', branch: 'steps' });
  });

  it('refuses to move a step into its own body', () => {
    const d = sample();
    expect(moveStep(d, 'check', { parent: 'loop', branch: 'steps', index: 0 })).toBe(d);
  });
});

describe('duplicateStep', () => {
  it('copies right after the original with fresh names everywhere and rewires internal references', () => {
    const { definition, name } = duplicateStep(sample(), 'loop');
    expect(name).toBe('loop_1');
    const copy = findStep(definition, 'loop_1');
    expect(copy?.index).toBe(1);
    const names = [...allStepNames(definition)];
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('send_1');
  });

  it('keeps references to steps outside the copy', () => {
    const { definition } = duplicateStep(sample(), 'loop');
    const copy = findStep(definition, 'loop_1')?.step;
    expect(copy?.type === 'iterate' && copy.items).toEqual(ref('load', 'rows'));
  });
});

describe('pasteSteps', () => {
  it('renames only the steps whose names are taken and rewrites references among them', () => {
    const steps: Step[] = [
      { type: 'action', continueOnError: false, name: 'load', app: 'shopify', action: 'orders.list', input: {} },
      { type: 'utility', name: 'fresh', utility: 'comment', input: { text: ref('load', 'rows') } },
    ];
    const { definition, names } = pasteSteps(sample(), { parent: null, index: 3 }, steps);
    expect(names).toEqual(['load_1', 'fresh']);
    const fresh = findStep(definition, 'fresh')?.step;
    expect(fresh?.type === 'utility' && fresh.input.text).toEqual(ref('load_1', 'rows'));
  });
});

describe('renameStep', () => {
  it('renames and rewrites every reference, deep in operators and objects', () => {
    const result = renameStep(sample(), 'load', 'products');
    if (!result.ok) throw new Error(result.problem);
    const text = JSON.stringify(result.definition);
    expect(text).not.toContain('"load"');
    expect(text.match(/"products"/g)?.length).toBe(3);
    const renamedSend = renameStep(sample(), 'send', 'post');
    expect(renamedSend.ok && JSON.stringify(renamedSend.definition)).toContain('["post","ok"]');
  });

  it('rejects invalid, reserved and taken names', () => {
    expect(renameStep(sample(), 'load', '1abc')).toEqual({ ok: false, problem: 'pattern' });
    expect(renameStep(sample(), 'load', 'trigger')).toEqual({ ok: false, problem: 'reserved' });
    expect(renameStep(sample(), 'load', 'send')).toEqual({ ok: false, problem: 'taken' });
    expect(renameStep(sample(), 'load', 'x'.repeat(65))).toEqual({ ok: false, problem: 'tooLong' });
  });

  it('sets and clears the display name', () => {
    const d = setDisplayName(sample(), 'load', 'Load products');
    expect(findStep(d, 'load')?.step.displayName).toBe('Load products');
    expect(findStep(setDisplayName(d, 'load', ' '), 'load')?.step).not.toHaveProperty('displayName');
  });
});
