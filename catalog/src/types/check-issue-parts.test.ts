import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ActionCatalog } from './action-catalog.js';
import { checkDefinition } from './check-definition.js';

const lit = (value: unknown) => ({ type: 'literal', value });
const ref = (...path: (string | number)[]) => ({ type: 'reference', path });

const catalog: ActionCatalog = {
  findAction: (app, action) =>
    app === 'shop' && action === 'orders.list' ? { input: z.object({ limit: z.number().int(), tags: z.array(z.string()).optional() }), output: z.unknown() } : undefined,
};
const definition = (steps: unknown[], extra: Record<string, unknown> = {}) => ({ version: 1, trigger: { type: 'manual' }, steps, ...extra });

describe('the checker’s issues carry their parts for plain words', () => {
  it('say when a list comes from a step whose output is not known yet', () => {
    const issues = checkDefinition(
      definition([
        { name: 'fetch', type: 'action', app: 'shop', action: 'orders.list', input: { limit: lit(1) } },
        { name: 'sorted', type: 'utility', utility: 'sort', input: { list: ref('fetch', 'orders') } },
      ]),
      catalog,
    );
    expect(issues).toContainEqual(
      expect.objectContaining({ pointer: '/steps/1/input/list', code: 'unknownSource', field: 'list', severity: 'warning', expected: { kind: 'Array', name: 'List of Anything' }, actual: expect.objectContaining({ kind: 'Unknown' }) }),
    );
    // The seeds' message stays as it was.
    expect(issues.find((i) => i.code === 'unknownSource')?.message).toMatch(/which may not fit/);
  });

  it('name the allowed values of a choice', () => {
    const schema = { type: 'object', properties: { dir: { type: 'string', enum: ['up', 'down'] } }, required: ['dir'] };
    const issues = checkDefinition(definition([{ name: 's', type: 'utility', utility: 'sort', input: { list: lit([]), direction: ref('trigger', 'dir') } }], { inputSchema: schema }), catalog);
    expect(issues).toContainEqual(expect.objectContaining({ code: 'notAllowedValue', field: 'direction', values: ['ascending', 'descending'], severity: 'error' }));
  });

  it('mark a type that cannot fit, and missing and unknown inputs, with the field', () => {
    const issues = checkDefinition(definition([{ name: 'fetch', type: 'action', app: 'shop', action: 'orders.list', input: { tags: lit(3), colour: lit('red') } }]), catalog);
    expect(issues).toContainEqual(expect.objectContaining({ code: 'typeMismatch', field: 'tags', expected: expect.objectContaining({ kind: 'Array' }), actual: expect.objectContaining({ kind: 'Int' }) }));
    expect(issues).toContainEqual(expect.objectContaining({ code: 'missingInput', field: 'limit', pointer: '/steps/0/input' }));
    expect(issues).toContainEqual(expect.objectContaining({ code: 'unknownInput', field: 'colour' }));
  });
});
