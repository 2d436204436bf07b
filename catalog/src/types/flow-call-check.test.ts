import { describe, expect, it } from 'vitest';
import { findAction } from '../apps/registry.js';
import type { ActionCatalog } from './action-catalog.js';
import { checkDefinition } from './check-definition.js';
import type { CalledFlow } from './flow-catalog.js';

const lit = (value: unknown) => ({ type: 'literal', value });
const ref = (...path: (string | number)[]) => ({ type: 'reference', path });
const op = (operator: string, ...params: unknown[]) => ({ type: 'operator', operator, params });

const A = '01JAAAAAAAAAAAAAAAAAAAAAAA';
const B = '01JBBBBBBBBBBBBBBBBBBBBBBB';
const C = '01JCCCCCCCCCCCCCCCCCCCCCCC';

const call = (name: string, flowId: string, input: unknown = lit({}), extra: Record<string, unknown> = {}) => ({
  name,
  type: 'action',
  app: 'tandem',
  action: 'flows.run',
  input: { flowId: lit(flowId), input, ...extra },
});
const text = (name: string, value: unknown) => ({ name, type: 'utility', utility: 'variable', input: { name: lit(name), valueType: lit('text'), value } });

/** B: takes an email, gives back `{ greeting, count }`. */
const b = {
  version: 1,
  trigger: { type: 'manual' },
  inputSchema: { type: 'object', properties: { email: { type: 'string' } }, required: ['email'] },
  steps: [text('hello', op('concat', lit('Hello '), ref('trigger', 'email')))],
  output: { type: 'object', properties: { greeting: ref('hello'), count: lit(2) } },
};

function catalogOf(flows: Record<string, { name: string; definition: unknown }>, self?: string): ActionCatalog {
  return {
    findAction,
    flows: {
      ...(self ? { selfFlowId: self, selfName: flows[self]?.name ?? 'A' } : {}),
      findFlow: (flowId): CalledFlow | undefined => {
        const flow = flows[flowId];
        return flow && { flowId, name: flow.name, version: { versionId: `${flowId}v`, valid: true, definition: flow.definition } };
      },
    },
  };
}

const parent = (steps: unknown[]) => ({ version: 1, trigger: { type: 'manual' }, steps });

describe('a "Run flow" step at design time', () => {
  it("types the called flow's output for later steps", () => {
    const ok = parent([call('child', B, lit({ email: 'ada@example.com' })), text('use', op('concat', ref('child', 'output', 'greeting'), lit('!')))]);
    expect(checkDefinition(ok, catalogOf({ B: { name: 'B', definition: b }, [B]: { name: 'Greeter', definition: b } }, A))).toEqual([]);
    // A number where text is wanted: the output's type is known, so this is an error.
    const wrong = parent([call('child', B, lit({ email: 'x' })), { name: 'cut', type: 'utility', utility: 'limit', input: { list: ref('child', 'output', 'greeting'), count: lit(1) } }]);
    const issues = checkDefinition(wrong, catalogOf({ [B]: { name: 'Greeter', definition: b } }, A));
    expect(issues.some((issue) => issue.pointer === '/steps/1/input/list' && issue.severity === 'error')).toBe(true);
  });

  it("checks the input against the called flow's input schema", () => {
    const issues = checkDefinition(parent([call('child', B, lit({ email: 42 }))]), catalogOf({ [B]: { name: 'Greeter', definition: b } }, A));
    expect(issues).toEqual([expect.objectContaining({ pointer: '/steps/0/input/input', severity: 'error', message: expect.stringContaining('input schema of "Greeter"') })]);
  });

  it('refuses a flow of another workspace (unknown here) and a mapped flow id', () => {
    const unknown = checkDefinition(parent([call('child', C)]), catalogOf({}, A));
    expect(unknown).toEqual([expect.objectContaining({ pointer: '/steps/0/input/flowId', message: `Unknown flow "${C}": a flow can run only flows of its own workspace` })]);
    const mapped = checkDefinition(parent([{ ...call('child', B), input: { flowId: ref('trigger', 'id') } }]), catalogOf({ [B]: { name: 'Greeter', definition: b } }, A));
    expect(mapped.map((issue) => issue.pointer)).toContain('/steps/0/input/flowId');
  });

  it('refuses a cycle, through the called flows, and a flow that runs itself', () => {
    const bCallsA = parent([call('back', A)]);
    const issues = checkDefinition(parent([call('child', B)]), catalogOf({ [A]: { name: 'A', definition: parent([call('child', B)]) }, [B]: { name: 'B', definition: bCallsA } }, A));
    expect(issues).toContainEqual(expect.objectContaining({ pointer: '/steps/0/input/flowId', severity: 'error', message: 'Running "B" here makes flows call each other in a cycle: "A" → "B" → "A"' }));
    const itself = checkDefinition(parent([call('again', A)]), catalogOf({ [A]: { name: 'A', definition: parent([call('again', A)]) } }, A));
    expect(itself).toContainEqual(expect.objectContaining({ message: 'A flow cannot run itself: "A" → "A"' }));
  });

  it('refuses nesting deeper than the limit', () => {
    const ids = Array.from({ length: 7 }, (_, i) => `01JF${String(i).padStart(22, '0')}`);
    const flows = Object.fromEntries(ids.map((id, i) => [id, { name: `F${i}`, definition: i + 1 < ids.length ? parent([call('next', ids[i + 1]!)]) : b }]));
    const issues = checkDefinition(parent([call('first', ids[0]!)]), catalogOf(flows, A));
    expect(issues).toContainEqual(expect.objectContaining({ pointer: '/steps/0/input/flowId', message: expect.stringContaining('more than 5 deep') }));
  });

  it('gives `{ runId }` only when it starts the flow and goes on', () => {
    const issues = checkDefinition(parent([call('child', B, lit({ email: 'x' }), { mode: lit('start') }), text('use', ref('child', 'output'))]), catalogOf({ [B]: { name: 'Greeter', definition: b } }, A));
    expect(issues.some((issue) => issue.pointer.startsWith('/steps/1/input/value'))).toBe(true);
  });

  it("types an error flow's trigger payload", () => {
    const errorFlow = { version: 1, trigger: { type: 'runFailed', flows: 'any' }, steps: [text('what', op('concat', ref('trigger', 'flow', 'name'), lit(': '), ref('trigger', 'error', 'message')))] };
    expect(checkDefinition(errorFlow, { findAction })).toEqual([]);
    const wrong = { ...errorFlow, steps: [text('what', ref('trigger', 'nope'))] };
    expect(checkDefinition(wrong, { findAction }).length).toBeGreaterThan(0);
  });
});
