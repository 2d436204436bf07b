import { describe, expect, it } from 'vitest';
import type { Expression } from '../flow/expression.js';
import { operatorNames } from '../flow/operator-names.js';
import { t, type DataType } from './data-type.js';
import { inferExpressionType, type TypeEnvironment } from './infer-expression-type.js';
import { operatorResultTypes } from './operator-result-types.js';
import { typeName } from './type-name.js';

const lit = (value: unknown): Expression => ({ type: 'literal', value });
const ref = (...path: (string | number)[]): Expression => ({ type: 'reference', path });
const op = (operator: string, ...params: Expression[]) => ({ type: 'operator', operator, params }) as Expression;

const order = t.object({
  id: { type: t.int(), optional: false },
  title: { type: t.string(), optional: false },
  note: { type: t.string(), optional: true },
  lines: { type: t.array(t.required({ sku: t.string(), qty: t.int() })), optional: false },
  meta: { type: t.record(t.string()), optional: false },
});
const roots: Record<string, DataType> = {
  order,
  orders: t.array(order),
  either: t.union([t.required({ a: t.int() }), t.required({ b: t.string() })]),
  anything: t.unknown(),
};
const env: TypeEnvironment = {
  root: (name) => (roots[name] ? { type: roots[name] } : { issue: `Unknown step "${name}"`, severity: 'error' }),
};
const typeOf = (expression: Expression) => inferExpressionType(expression, env, '/x').type;
const nameOf = (expression: Expression) => typeName(typeOf(expression));

describe('inferExpressionType: literals, objects and references', () => {
  it('types literals with their values', () => {
    expect(typeOf(lit(3))).toEqual(t.int([3]));
    expect(typeOf(lit(2.5))).toEqual(t.float([2.5]));
    expect(typeOf(lit('a'))).toEqual(t.string(['a']));
    expect(typeOf(lit(null))).toEqual(t.optional(t.unknown()));
    expect(nameOf(lit([1, 2]))).toBe('List of Whole Number');
    expect(nameOf(lit([1, 'a']))).toBe('List of (Whole Number or Text)');
    expect(typeOf(lit({ a: true }))).toEqual(t.required({ a: t.boolean([true]) }));
  });

  it('types object expressions by their properties', () => {
    expect(typeOf({ type: 'object', properties: { n: lit(1), s: ref('order', 'title') } })).toEqual(t.required({ n: t.int([1]), s: t.string() }));
  });

  it('follows paths through objects, lists, records and unions', () => {
    expect(typeOf(ref('order', 'id'))).toEqual(t.int());
    expect(typeOf(ref('order', 'note'))).toEqual(t.optional(t.string()));
    expect(typeOf(ref('order', 'lines', 0, 'qty'))).toEqual(t.optional(t.int()));
    expect(typeOf(ref('order', 'lines', '1', 'sku'))).toEqual(t.optional(t.string()));
    expect(typeOf(ref('order', 'meta', 'any'))).toEqual(t.optional(t.string()));
    expect(typeOf(ref('either', 'a'))).toEqual(t.optional(t.int()));
    expect(typeOf(ref('anything', 'deep', 0))).toEqual(t.unknown());
  });

  it('warns about paths that cannot exist and reports unusable roots, at the expression', () => {
    expect(inferExpressionType(ref('order', 'lines', 'first'), env, '/x')).toEqual({
      type: t.optional(t.unknown()),
      issues: [{ pointer: '/x', message: 'Unknown reference "order.lines.first": List of Object has no "first"', severity: 'warning' }],
    });
    expect(inferExpressionType(ref('order', 'id', 'x'), env, '/x').issues[0]?.message).toBe('Unknown reference "order.id.x": Whole Number has no "x"');
    expect(inferExpressionType(op('not', ref('ghost')), env, '/x').issues).toEqual([{ pointer: '/x/params/0', message: 'Unknown step "ghost"', severity: 'error' }]);
  });
});

describe('operator result types', () => {
  it('has a result type for every operator of the fixed set', () => {
    expect(Object.keys(operatorResultTypes).sort()).toEqual([...operatorNames].sort());
  });

  const cases: [Expression, string][] = [
    [op('and', lit(true), lit(false)), 'Boolean'],
    [op('if', lit(true), lit(1), lit(2.5)), 'Number'],
    [op('coalesce', ref('order', 'note'), lit('-')), 'Text'],
    [op('coalesce', ref('order', 'note')), 'Text (optional)'],
    [op('eq', lit(1), lit(2)), 'Boolean'],
    [op('matches', lit('a'), lit('a')), 'Boolean'],
    [op('add', lit(1), lit(2)), 'Whole Number'],
    [op('add', lit(1), lit(2.5)), 'Number'],
    [op('multiply', ref('order', 'id'), lit(2)), 'Whole Number'],
    [op('divide', lit(4), lit(2)), 'Number'],
    [op('round', lit(2.5)), 'Whole Number'],
    [op('round', lit(2.55), lit(1)), 'Number'],
    [op('abs', lit(-2)), 'Whole Number'],
    [op('max', lit(1), lit(2)), 'Whole Number'],
    [op('max', lit([1.5])), 'Number (optional)'],
    [op('sum', op('pluck', ref('order', 'lines'), lit('qty'))), 'Whole Number'],
    [op('sum', lit([1, 2])), 'Whole Number'],
    [op('average', lit([1])), 'Number (optional)'],
    [op('unitsToMicros', lit(1)), 'Whole Number'],
    [op('concat', lit('a'), lit(1)), 'Text'],
    [op('split', lit('a,b'), lit(',')), 'List of Text'],
    [op('length', lit('abc')), 'Whole Number'],
    [op('list', lit(1), lit(2)), 'List of Whole Number'],
    [op('first', ref('orders')), 'Object (optional)'],
    [op('slice', ref('orders'), lit(0), lit(2)), 'List of Object'],
    [op('flatten', lit([[1], [2]])), 'List of Whole Number'],
    [op('pluck', ref('orders'), lit('title')), 'List of (Text (optional))'],
    [op('compact', lit([1, null])), 'List of Whole Number'],
    [op('range', lit(0), lit(3)), 'List of Whole Number'],
    [op('append', lit([1]), lit('a')), 'List of (Whole Number or Text)'],
    [op('concatLists', lit([1]), lit([2.5])), 'List of Number'],
    [op('get', ref('order'), lit('lines'), lit(0), lit('sku')), 'Text (optional)'],
    [op('get', ref('order'), ref('order', 'title')), 'Anything'],
    [op('keys', ref('order')), 'List of Text'],
    [op('values', ref('order', 'meta')), 'List of Text'],
    [op('fromEntries', lit([{ key: 'a', value: 1 }])), 'Object of Whole Number'],
    [op('now'), 'Date'],
    [op('addDuration', op('now'), lit('P1D')), 'Date'],
    [op('formatDate', op('now'), lit('yyyy')), 'Text'],
    [op('diff', op('now'), op('now'), lit('days')), 'Number'],
    [op('timeframe', lit({ amount: 1, unit: 'days', direction: 'ago' })), 'Object'],
    [op('toInteger', lit('3')), 'Whole Number'],
    [op('toNumber', lit('3')), 'Number'],
    [op('toDate', lit(0)), 'Date'],
    [op('parseJson', lit('{}')), 'Anything'],
    [op('typeOf', lit(1)), 'Text'],
  ];
  it.each(cases)('%j is %s', (expression, name) => {
    expect(nameOf(expression)).toBe(name);
  });

  it('keeps object shapes through pick, omit, merge and set', () => {
    expect(typeOf(op('pick', ref('order'), lit('id')))).toEqual(t.required({ id: t.int() }));
    expect(Object.keys((typeOf(op('omit', ref('order'), lit(['lines', 'meta']))) as { fields: object }).fields)).toEqual(['id', 'title', 'note']);
    expect(typeOf(op('merge', lit({ a: 1 }), lit({ b: 'x' })))).toEqual(t.required({ a: t.int([1]), b: t.string(['x']) }));
    expect(typeOf(op('set', lit({ a: 1 }), lit('a'), lit('x')))).toEqual(t.required({ a: t.string(['x']) }));
    expect(typeOf(op('entries', lit({ a: 1 })))).toEqual(t.array(t.required({ key: t.string(), value: t.int([1]) })));
  });

  it('refuses at design time a literal pattern that regular expressions in flows cannot run', () => {
    const issuesOf = (expression: Expression) => inferExpressionType(expression, env, '/x').issues;
    expect(issuesOf(op('matches', ref('order', 'title'), lit('^(a+)+$')))).toEqual([]);
    expect(issuesOf(op('matches', ref('order', 'title'), lit('^a(?=b)'), lit('i')))).toEqual([
      {
        pointer: '/x/params/1',
        message: 'matches: parameter 2 uses lookahead ((?=), which is not supported (flows run regular expressions in linear time, without backreferences, lookahead or lookbehind): ^a(?=b)',
        severity: 'error',
      },
    ]);
    expect(issuesOf(op('matches', ref('order', 'title'), lit('(')))[0]).toMatchObject({ pointer: '/x/params/1', message: 'matches: parameter 2 is not a valid regular expression: (' });
    expect(issuesOf(op('matches', ref('order', 'title'), lit('a'), lit('zz')))[0]).toMatchObject({ pointer: '/x/params/2', message: 'matches: parameter 3 must be regular expression flags, got "zz"' });
    // Patterns or flags known only at run time are checked then.
    expect(issuesOf(op('matches', ref('order', 'title'), ref('order', 'note')))).toEqual([]);
    expect(issuesOf(op('matches', ref('order', 'title'), lit('\\p{L}'), ref('order', 'note')))).toEqual([]);
  });
});
