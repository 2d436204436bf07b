import { describe, expect, it } from 'vitest';
import type { Expression } from './expression.js';
import { lit, op } from './expression-builders.js';
import { structuralIssues } from './definition-issues.js';
import { NESTING_LIMITS, nestingIssues, nestingMessages } from './nesting-limits.js';

const comment = (name: string) => ({ name, type: 'utility', utility: 'comment', input: { text: lit('x') } });
/** Conditions inside each other, `depth` levels of steps in all. */
function nestedSteps(depth: number): unknown[] {
  let steps: unknown[] = [comment('leaf')];
  for (let i = 1; i < depth; i++) steps = [{ name: `c${i}`, type: 'condition', condition: lit(true), consequent: steps, alternative: [] }];
  return steps;
}
function nestedExpression(depth: number): unknown {
  let expression: Expression = lit(1);
  for (let i = 0; i < depth; i++) expression = op('add', expression, lit(1));
  return expression;
}
function nestedSchema(depth: number): unknown {
  let schema: unknown = { type: 'string' };
  for (let i = 1; i < depth; i++) schema = { type: 'array', items: schema };
  return schema;
}
const definition = (extra: Record<string, unknown>) => ({ version: 1, trigger: { type: 'manual' }, steps: [comment('a')], ...extra });

describe('nestingIssues', () => {
  it('lets definitions up to the limits through', () => {
    expect(nestingIssues(definition({ steps: nestedSteps(NESTING_LIMITS.steps) }))).toEqual([]);
    const deepest = { name: 'n', type: 'utility', utility: 'comment', input: { text: nestedExpression(NESTING_LIMITS.expression) } };
    expect(nestingIssues(definition({ steps: [deepest] }))).toEqual([]);
    // JSON depth of the schema: each level is one object (the `items` object inside it)
    expect(nestingIssues(definition({ inputSchema: nestedSchema(NESTING_LIMITS.inputSchema) }))).toEqual([]);
    expect(structuralIssues(definition({ steps: nestedSteps(NESTING_LIMITS.steps) })).issues).toEqual([]);
  });

  it('names each limit passed, once, at the first place found', () => {
    const issues = nestingIssues(
      definition({
        inputSchema: nestedSchema(NESTING_LIMITS.inputSchema + 1),
        steps: [...nestedSteps(NESTING_LIMITS.steps + 1), { name: 'e', type: 'utility', utility: 'comment', input: { text: nestedExpression(NESTING_LIMITS.expression + 1) } }],
      }),
    );
    expect(issues.map((i) => i.message)).toEqual([nestingMessages.inputSchema, nestingMessages.steps, nestingMessages.expression]);
    expect(issues[1]!.pointer).toMatch(/^\/steps\/0(\/consequent\/0){31}\/consequent$/);
    expect(issues[2]!.pointer).toMatch(/^\/steps\/1\/input\/text(\/params\/0){64}$/);
  });

  it('handles thousands of levels without recursion; the structure check says so instead of overflowing', () => {
    expect(nestingIssues(definition({ steps: nestedSteps(5000) })).map((i) => i.message)).toEqual([nestingMessages.steps]);
    const deep = { name: 'n', type: 'utility', utility: 'comment', input: { text: nestedExpression(1000) } };
    expect(structuralIssues(definition({ steps: [deep] })).issues.map((i) => i.message)).toEqual([nestingMessages.expression]);
  });

  it('counts literal values as data, not as expressions', () => {
    let value: unknown = 1;
    for (let i = 0; i < 100; i++) value = { type: 'operator', params: [value] };
    expect(nestingIssues(definition({ steps: [{ ...comment('l'), input: { text: lit(value) } }] }))).toEqual([]);
  });
});
