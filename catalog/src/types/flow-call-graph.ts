import { Definition } from '../flow/definition.js';
import type { DefinitionIssue } from '../flow/definition-issues.js';
import { flowCallsOf, MAX_FLOW_CALL_DEPTH, type FlowCall } from '../flow/flow-calls.js';
import type { CalledFlow, FlowCatalog } from './flow-catalog.js';

/** The definition of the version a call runs, when it is there and parses. */
export function calledDefinition(flow: CalledFlow | undefined): Definition | undefined {
  if (!flow?.version) return undefined;
  const parsed = Definition.safeParse(flow.version.definition);
  return parsed.success ? parsed.data : undefined;
}

type Chain = readonly { flowId: string; name: string }[];

/** The first cycle or chain too deep below `definition` (reached by `chain`), as the chain of flows that shows it. */
function firstProblem(definition: Definition, chain: Chain, flows: FlowCatalog, budget: { left: number }): { kind: 'cycle' | 'depth'; chain: Chain } | undefined {
  for (const { call } of flowCallsOf(definition)) {
    if (!call.flowId || --budget.left < 0) continue;
    const target = flows.findFlow(call.flowId, call.version);
    const next = [...chain, { flowId: call.flowId, name: target?.name ?? call.flowId }];
    if (chain.some((flow) => flow.flowId === call.flowId)) return { kind: 'cycle', chain: next };
    if (next.length - 1 > MAX_FLOW_CALL_DEPTH) return { kind: 'depth', chain: next };
    const inner = calledDefinition(target);
    const problem = inner && firstProblem(inner, next, flows, budget);
    if (problem) return problem;
  }
  return undefined;
}

const named = (chain: Chain) => chain.map((flow) => `"${flow.name}"`).join(' → ');

/**
 * The issue of a "Run flow" step whose call comes back to a flow already on the way (A → B → A, the
 * live versions' calls included), or nests flows deeper than the limit: refused when the flow is saved.
 */
export function flowCallIssue(call: FlowCall, pointer: string, flows: FlowCatalog): DefinitionIssue | undefined {
  if (!call.flowId) return undefined;
  const self = { flowId: flows.selfFlowId ?? '', name: flows.selfName ?? 'this flow' };
  const target = flows.findFlow(call.flowId, call.version);
  const chain: Chain = [self, { flowId: call.flowId, name: target?.name ?? call.flowId }];
  const at = `${pointer}/input/flowId`;
  if (call.flowId === self.flowId) return { pointer: at, message: `A flow cannot run itself: ${named(chain)}`, severity: 'error' };
  const inner = calledDefinition(target);
  const problem = inner && firstProblem(inner, chain, flows, { left: 1000 });
  if (!problem) return undefined;
  if (problem.kind === 'cycle') {
    return { pointer: at, message: `Running "${chain[1]!.name}" here makes flows call each other in a cycle: ${named(problem.chain)}`, severity: 'error' };
  }
  return { pointer: at, message: `Flows would call flows more than ${MAX_FLOW_CALL_DEPTH} deep here: ${named(problem.chain)}`, severity: 'error' };
}
