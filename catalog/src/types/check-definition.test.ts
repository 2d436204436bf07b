import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findAction } from '../apps/registry.js';
import { operatorNames } from '../flow/operator-names.js';
import { utilityIds } from '../flow/utility-ids.js';
import type { ActionCatalog } from './action-catalog.js';
import { checkDefinition as checkWithParts } from './check-definition.js';

/** The issues as the seeds word them (pointer, message, severity); their structured parts are tested in check-issue-parts.test.ts. */
const checkDefinition = (...args: Parameters<typeof checkWithParts>) => checkWithParts(...args).map(({ pointer, message, severity }) => ({ pointer, message, severity }));

const lit = (value: unknown) => ({ type: 'literal', value });
const ref = (...path: (string | number)[]) => ({ type: 'reference', path });
const op = (operator: string, ...params: unknown[]) => ({ type: 'operator', operator, params });

/** A catalogue of test actions next to the real one. */
const testActions: Record<string, { input: z.ZodType; output: z.ZodType; replacedBy?: string }> = {
  'shop/orders.list': {
    input: z.object({ limit: z.number().int(), status: z.enum(['open', 'closed']).optional() }),
    output: z.object({ orders: z.array(z.object({ id: z.number().int(), title: z.string(), createdAt: z.iso.datetime() })) }),
  },
  'shop/orders.old': { input: z.object({}), output: z.object({}), replacedBy: 'orders.list' },
};
const catalog: ActionCatalog = {
  findAction: (app, action) => testActions[`${app}/${action}`] ?? findAction(app, action),
};

function definition(steps: unknown[], extra: Record<string, unknown> = {}) {
  return { version: 1, trigger: { type: 'manual' }, steps, ...extra };
}

const comment = (name: string, text: unknown = lit('x')) => ({ name, type: 'utility', utility: 'comment', input: { text } });
const list = (name: string) => ({ name, type: 'action', app: 'shop', action: 'orders.list', input: { limit: lit(10) } });

describe('checkDefinition', () => {
  it('accepts a sound definition without issues', () => {
    const steps = [
      list('orders'),
      { name: 'open', type: 'utility', utility: 'filter', input: { list: ref('orders', 'orders'), condition: op('gt', ref('item', 'id'), lit(3)) } },
      { name: 'loop', type: 'iterate', items: ref('open'), steps: [comment('note', op('concat', ref('item', 'title'), ref('index')))] },
      { name: 'check', type: 'condition', condition: op('gt', op('count', ref('loop')), lit(0)), consequent: [comment('yes')], alternative: [] },
    ];
    expect(checkDefinition(definition(steps), catalog)).toEqual([]);
  });

  it('returns only the structural issues of a definition that does not parse', () => {
    const issues = checkDefinition({ version: 1, trigger: { type: 'manual' }, steps: [{ name: 'a', type: 'nope' }] }, catalog);
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((i) => i.pointer.startsWith('/steps/0'))).toBe(true);
  });

  it('reports duplicate names through structuralIssues, and goes on', () => {
    const issues = checkDefinition(definition([comment('a'), comment('a', ref('nope'))]), catalog);
    expect(issues).toEqual([
      { pointer: '/steps/1/name', message: 'The step name "a" is used more than once', severity: 'error' },
      { pointer: '/steps/1/input/text', message: 'Unknown step "nope"', severity: 'error' },
    ]);
  });

  it('reports a reference to a missing step at the expression', () => {
    const issues = checkDefinition(definition([comment('a'), comment('b', ref('ghost', 'x'))]), catalog);
    expect(issues).toEqual([{ pointer: '/steps/1/input/text', message: 'Unknown step "ghost"', severity: 'error' }]);
  });

  it('reports references to later steps, to the step itself and to containing steps', () => {
    const steps = [
      comment('a', ref('b')),
      comment('b', ref('b')),
      { name: 'loop', type: 'iterate', items: lit([1]), steps: [comment('c', ref('loop'))] },
    ];
    expect(checkDefinition(definition(steps), catalog)).toEqual([
      { pointer: '/steps/0/input/text', message: 'Step "b" runs later and cannot be referenced here', severity: 'error' },
      { pointer: '/steps/1/input/text', message: 'Step "b" cannot reference itself', severity: 'error' },
      { pointer: '/steps/2/steps/0/input/text', message: 'Step "loop" contains this step and cannot be referenced here', severity: 'error' },
    ]);
  });

  it('reports references into another branch and into an iterate body from outside', () => {
    const steps = [
      { name: 'cond', type: 'condition', condition: lit(true), consequent: [comment('yes')], alternative: [comment('no', ref('yes'))] },
      { name: 'loop', type: 'iterate', items: lit([1, 2]), steps: [comment('inner')] },
      comment('after', ref('inner')),
      comment('later', op('toText', ref('yes'))),
    ];
    expect(checkDefinition(definition(steps), catalog)).toEqual([
      { pointer: '/steps/0/alternative/0/input/text', message: 'Step "yes" is in another branch and cannot be referenced here', severity: 'error' },
      { pointer: '/steps/2/input/text', message: 'Step "inner" is inside the iterate step "loop" and cannot be referenced here', severity: 'error' },
    ]);
  });

  it('reports item and index outside an iterate body or a per-item input', () => {
    const steps = [
      comment('a', ref('item')),
      { name: 'f', type: 'utility', utility: 'filter', input: { list: ref('item'), condition: op('eq', ref('index'), lit(0)) } },
    ];
    expect(checkDefinition(definition(steps), catalog)).toEqual([
      { pointer: '/steps/0/input/text', message: '"item" can only be used inside an iterate step or a per-item input', severity: 'error' },
      { pointer: '/steps/1/input/list', message: '"item" can only be used inside an iterate step or a per-item input', severity: 'error' },
    ]);
  });

  it('maps Text into a Whole Number input: an error for a text that is no number, a warning for any text', () => {
    const steps = [
      { name: 'a', type: 'action', app: 'shop', action: 'orders.list', input: { limit: lit('ten') } },
      { name: 'b', type: 'action', app: 'shop', action: 'orders.list', input: { limit: ref('trigger', 'count') } },
      { name: 'c', type: 'action', app: 'shop', action: 'orders.list', input: { limit: lit('12') } },
    ];
    const schema = { type: 'object', properties: { count: { type: 'string' } }, required: ['count'] };
    expect(checkDefinition(definition(steps, { inputSchema: schema }), catalog)).toEqual([
      {
        pointer: '/steps/0/input/limit',
        message: 'Given value "ten" is not like the expected type. Expected Whole Number, got Text.',
        severity: 'error',
      },
      { pointer: '/steps/1/input/limit', message: 'Expected Whole Number, got Text, which may not fit.', severity: 'warning' },
    ]);
  });

  it('checks the inputs of real catalogue actions', () => {
    const steps = [
      { name: 'send', type: 'action', app: 'slack', action: 'messages.send', input: { message: lit(5), colour: lit('red') } },
      { name: 'mail', type: 'action', app: 'mailgun', action: 'messages.send', input: { to: lit({ a: 1 }), subject: lit('Hi') } },
    ];
    const issues = checkDefinition(definition(steps), { findAction });
    expect(issues).toContainEqual({ pointer: '/steps/0/input/message', message: 'Types do not match. Expected Text, got Whole Number.', severity: 'error' });
    expect(issues).toContainEqual({ pointer: '/steps/0/input/colour', message: 'Unknown input "colour"', severity: 'warning' });
    expect(issues).toContainEqual({
      pointer: '/steps/1/input/to',
      message: 'None of the datatypes match the expected one. Expected Text or List of Text, got Object.',
      severity: 'error',
    });
  });

  it('reports unknown and deprecated actions and utilities, and missing required inputs', () => {
    const steps = [
      { name: 'a', type: 'action', app: 'shop', action: 'nope', input: { x: ref('ghost') } },
      { name: 'b', type: 'action', app: 'shop', action: 'orders.old' },
      { name: 'c', type: 'action', app: 'shop', action: 'orders.list' },
      { name: 'd', type: 'utility', utility: 'variableV1', input: { name: lit('v'), value: lit(1) } },
    ];
    expect(checkDefinition(definition(steps), catalog)).toEqual([
      { pointer: '/steps/0/action', message: 'Unknown action "nope" of app "shop"', severity: 'error' },
      { pointer: '/steps/0/input/x', message: 'Unknown step "ghost"', severity: 'error' },
      { pointer: '/steps/1/action', message: 'The action "orders.old" is deprecated; use "orders.list" instead', severity: 'warning' },
      { pointer: '/steps/2/input', message: 'Missing required input "limit"', severity: 'error' },
      { pointer: '/steps/3/utility', message: 'The utility "variableV1" is deprecated; use "variable" instead', severity: 'warning' },
    ]);
  });

  it('checks conditions, iterate items, wait durations and utility inputs by their types', () => {
    const steps = [
      { name: 'cond', type: 'condition', condition: lit('yes please'), consequent: [], alternative: [] },
      { name: 'loop', type: 'iterate', items: lit(5), steps: [comment('c')] },
      { name: 'pause', type: 'wait', duration: lit(10) },
      { name: 'lim', type: 'utility', utility: 'limit', input: { list: lit([1]), count: lit(-0.5), extra: lit(1) } },
    ];
    expect(checkDefinition(definition(steps), catalog)).toEqual([
      { pointer: '/steps/0/condition', message: 'Given value "yes please" is not like the expected type. Expected Boolean, got Text.', severity: 'error' },
      { pointer: '/steps/1/items', message: 'Types do not match. Expected List of Anything, got Whole Number.', severity: 'error' },
      { pointer: '/steps/2/duration', message: 'Types do not match. Expected Text, got Whole Number.', severity: 'error' },
      { pointer: '/steps/3/input/count', message: 'Given value -0.5 is not like the expected type. Expected Whole Number, got Number.', severity: 'error' },
      { pointer: '/steps/3/input/extra', message: 'Unknown input "extra"', severity: 'warning' },
    ]);
  });

  it('types step outputs: list utilities keep element types, paths that cannot exist warn', () => {
    const steps = [
      list('orders'),
      { name: 'sorted', type: 'utility', utility: 'sort', input: { list: ref('orders', 'orders'), by: lit(['id']) } },
      { name: 'titles', type: 'utility', utility: 'transform', input: { list: ref('sorted'), mapping: ref('item', 'title') } },
      { name: 'one', type: 'utility', utility: 'find', input: { list: ref('sorted'), condition: op('eq', ref('item', 'id'), lit(1)) } },
      { name: 'n', type: 'action', app: 'shop', action: 'orders.list', input: { limit: op('count', ref('titles')) } },
      { name: 'bad', type: 'action', app: 'shop', action: 'orders.list', input: { limit: ref('titles', 0) } },
      comment('missing', ref('one', 'price')),
    ];
    expect(checkDefinition(definition(steps), catalog)).toEqual([
      { pointer: '/steps/5/input/limit', message: 'Expected Whole Number, got Text (optional), which may not fit.', severity: 'warning' },
      { pointer: '/steps/6/input/text', message: 'Unknown reference "one.price": Object (optional) has no "price"', severity: 'warning' },
    ]);
  });

  it('types trigger payloads, run and vars', () => {
    const steps = [
      { name: 'v', type: 'utility', utility: 'variable', input: { name: lit('total'), valueType: lit('number'), value: lit(3) } },
      comment('a', op('formatDate', ref('trigger', 'scheduledAt'), lit('yyyy'))),
      comment('b', op('toText', ref('vars', 'total'))),
      comment('c', ref('run', 'flowId')),
      comment('d', ref('trigger', 'nope')),
    ];
    const trigger = { type: 'schedule', schedule: { kind: 'daily', hour: 4, weekdays: [] } };
    expect(checkDefinition(definition(steps, { trigger }), catalog)).toEqual([
      { pointer: '/steps/4/input/text', message: 'Unknown reference "trigger.nope": Object has no "nope"', severity: 'warning' },
    ]);
  });

  it('types iterate, group and join outputs from their bodies and inputs', () => {
    const steps = [
      list('orders'),
      { name: 'loop', type: 'iterate', items: ref('orders', 'orders'), steps: [
        { name: 'when', type: 'condition', condition: op('gt', ref('item', 'id'), lit(1)), consequent: [comment('inside')], alternative: [] },
        { name: 'inner', type: 'iterate', items: lit([1]), steps: [comment('deep')] },
        { name: 'dated', type: 'utility', utility: 'variable', input: { name: lit('d'), valueType: lit('date'), value: ref('item', 'createdAt') } },
      ] },
      { name: 'groups', type: 'utility', utility: 'group', input: { list: ref('orders', 'orders'), by: ref('item', 'title') } },
      { name: 'pairs', type: 'utility', utility: 'join', input: { left: ref('orders', 'orders'), right: ref('groups'), leftKey: ref('item', 'title'), rightKey: ref('item', 'key'), mode: lit('left') } },
      { name: 'a', type: 'action', app: 'shop', action: 'orders.list', input: { limit: ref('loop', 0, 'dated') } },
      { name: 'b', type: 'action', app: 'shop', action: 'orders.list', input: { limit: ref('groups', 0, 'items', 0, 'id') } },
      { name: 'c', type: 'action', app: 'shop', action: 'orders.list', input: { limit: ref('pairs', 0, 'right', 'key') } },
      comment('d', ref('loop', 0, 'deep')),
    ];
    expect(checkDefinition(definition(steps), catalog)).toEqual([
      { pointer: '/steps/4/input/limit', message: 'Types do not match. Expected Whole Number, got Date (optional).', severity: 'error' },
      { pointer: '/steps/5/input/limit', message: 'Expected Whole Number, got Whole Number (optional), which may not fit.', severity: 'warning' },
      { pointer: '/steps/6/input/limit', message: 'Expected Whole Number, got Text (optional), which may not fit.', severity: 'warning' },
      { pointer: '/steps/7/input/text', message: 'Unknown reference "loop.0.deep": Object (optional) has no "deep"', severity: 'warning' },
    ]);
  });

  it('checks a change watch trigger and types its items', () => {
    const trigger = { type: 'changeWatch', app: 'shop', action: 'orders.list', input: { limit: lit('many') }, changeType: 'create' };
    const issues = checkDefinition(definition([comment('a', op('toText', ref('trigger', 'item')))], { trigger }), catalog);
    expect(issues).toEqual([{ pointer: '/trigger/input/limit', message: 'Given value "many" is not like the expected type. Expected Whole Number, got Text.', severity: 'error' }]);
    const unknown = checkDefinition(definition([comment('a')], { trigger: { ...trigger, action: 'nope' } }), catalog);
    expect(unknown[0]).toEqual({ pointer: '/trigger/action', message: 'Unknown action "nope" of app "shop"', severity: 'error' });
  });

  describe('the constraints the input schemas declare', () => {
    const download = (input: Record<string, unknown>) => ({ name: 'file', type: 'utility', utility: 'download', input: { name: lit('Report'), file: lit('report.csv'), data: lit([]), ...input } });
    const append = (sheetTitle: unknown) => ({ name: 'rows', type: 'action', app: 'google-sheets', action: 'rows.append', input: { spreadsheetId: lit('1AbCdEfGhIjK'), sheetTitle, rows: lit([['a']]) } });
    const errors = (steps: unknown[]) => checkDefinition(definition(steps), catalog).filter((issue) => issue.severity === 'error');

    it('hold literal values to minimum, maximum, lengths and whole numbers, with the schemas’ messages', () => {
      const limit = { name: 'top', type: 'utility', utility: 'limit', input: { list: lit([1, 2]), count: lit(-1) } };
      expect(checkDefinition(definition([limit]), catalog)).toEqual([{ pointer: '/steps/0/input/count', message: 'The count must be at least 0', severity: 'error' }]);
      expect(errors([download({ name: lit('n'.repeat(256)) })])).toEqual([{ pointer: '/steps/0/input/name', message: 'The name must be at most 255 characters', severity: 'error' }]);
      expect(errors([download({ downloadLimit: lit(-2) })])).toEqual([{ pointer: '/steps/0/input/downloadLimit', message: expect.stringMatching(/>=-1/), severity: 'error' }]);
      expect(errors([append(lit('t'.repeat(51)))])).toEqual([{ pointer: '/steps/0/input/sheetTitle', message: 'Sheet titles have 1 to 50 characters', severity: 'error' }]);
      expect(errors([download({}), append(lit('Sheet1'))])).toEqual([]);
    });

    it('hold patterns, formats and list lengths, also inside literal lists and objects', () => {
      expect(errors([{ ...append(lit('Sheet1')), input: { ...append(lit('Sheet1')).input, spreadsheetId: lit('1AbC') } }])).toEqual([
        { pointer: '/steps/0/input/spreadsheetId', message: 'Use the id from the spreadsheet’s address (…/spreadsheets/d/<id>/edit)', severity: 'error' },
      ]);
      const http = (url: unknown) => ({ name: 'call', type: 'utility', utility: 'httpRequest', input: { method: lit('GET'), url } });
      expect(errors([http(lit('ftp://files.example.com'))])).toEqual([{ pointer: '/steps/0/input/url', message: expect.any(String), severity: 'error' }]);
      const create = { name: 'book', type: 'action', app: 'google-sheets', action: 'spreadsheets.create', input: { title: lit('Book'), sheetTitles: lit(['ok', 'x'.repeat(51)]) } };
      expect(errors([create])).toEqual([{ pointer: '/steps/0/input/sheetTitles/1', message: 'Sheet titles have 1 to 50 characters', severity: 'error' }]);
      const many = { ...create, input: { title: lit('Book'), sheetTitles: lit(Array.from({ length: 51 }, (_, i) => `s${i}`)) } };
      expect(errors([many])).toEqual([{ pointer: '/steps/0/input/sheetTitles', message: expect.any(String), severity: 'error' }]);
    });

    it('hold mapped values as far as their type is known: a text of unknown length may be longer (a warning with the reason)', () => {
      const inputSchema = { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] };
      const issues = checkDefinition(definition([download({ name: ref('trigger', 'name') })], { inputSchema }), catalog);
      expect(issues).toEqual([
        {
          pointer: '/steps/0/input/name',
          message: 'Expected Text of at most 255 characters, got Text, which may not fit. The text may be longer than 255 characters.',
          severity: 'warning',
        },
      ]);
      // A text whose values are known is held to the schema value by value: a condition's branch is no range of cells.
      const check = { name: 'check', type: 'condition', condition: lit(true), consequent: [], alternative: [] };
      const clear = (range: unknown) => ({ name: 'clear', type: 'action', app: 'google-sheets', action: 'rows.clear', input: { spreadsheetId: lit('1AbCdEfGhIjK'), sheetTitle: lit('Sheet1'), range } });
      expect(checkDefinition(definition([check, clear(ref('check', 'branch'))]), catalog)).toEqual([
        { pointer: '/steps/1/input/range', message: 'Use cells like A1:D100, A:D or 2:50', severity: 'error' },
      ]);
    });

    it('make the version invalid, so it cannot go live', () => {
      const limit = { name: 'top', type: 'utility', utility: 'limit', input: { list: lit([1]), count: lit(-1) } };
      expect(checkDefinition(definition([limit]), catalog).some((issue) => issue.severity === 'error')).toBe(true);
    });
  });

  it('never throws on arbitrary JSON', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => void checkDefinition(value, catalog)));
    const step = fc.record({ name: fc.constantFrom('a', 'b', 'c'), type: fc.constantFrom('utility', 'condition', 'iterate'), utility: fc.constant('comment'), input: fc.dictionary(fc.string(), fc.jsonValue()) });
    fc.assert(fc.property(fc.array(step), (steps) => void checkDefinition(definition(steps), catalog)));
  });

  it('never throws on generated definitions with references and operators anywhere', () => {
    const names = ['a', 'b', 'c', 'd'];
    const { expression } = fc.letrec<{ expression: unknown }>((tie) => ({
      expression: fc.oneof(
        { depthSize: 'small' },
        fc.jsonValue().map(lit),
        fc.tuple(fc.constantFrom(...names, 'trigger', 'item', 'index', 'vars', 'run'), fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.nat(3)), { maxLength: 3 })).map(([root, path]) => ref(root, ...path)),
        fc.tuple(fc.constantFrom(...operatorNames), fc.array(tie('expression'), { maxLength: 4 })).map(([name, params]) => op(name, ...params)),
        fc.dictionary(fc.string({ maxLength: 3 }), tie('expression'), { maxKeys: 3 }).map((properties) => ({ type: 'object', properties })),
      ),
    }));
    const input = fc.dictionary(fc.constantFrom('list', 'condition', 'mapping', 'by', 'count', 'limit', 'value', 'x'), expression, { maxKeys: 3 });
    const { step } = fc.letrec<{ step: unknown }>((tie) => ({
      step: fc.oneof(
        { depthSize: 'small' },
        fc.record({ name: fc.constantFrom(...names), type: fc.constant('utility'), utility: fc.constantFrom(...utilityIds), input }),
        fc.record({ name: fc.constantFrom(...names), type: fc.constant('action'), app: fc.constant('shop'), action: fc.constantFrom('orders.list', 'orders.old'), input }),
        fc.record({ name: fc.constantFrom(...names), type: fc.constant('condition'), condition: expression, consequent: fc.array(tie('step'), { maxLength: 2 }), alternative: fc.array(tie('step'), { maxLength: 2 }) }),
        fc.record({ name: fc.constantFrom(...names), type: fc.constant('iterate'), items: expression, steps: fc.array(tie('step'), { maxLength: 2 }) }),
      ),
    }));
    fc.assert(fc.property(fc.array(step, { minLength: 1, maxLength: 4 }), (steps) => void checkDefinition(definition(steps), catalog)), { numRuns: 300 });
  });
});
