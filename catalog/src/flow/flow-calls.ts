import type { Definition } from './definition.js';
import type { Expression } from './expression.js';
import type { ActionStep, Step } from './step.js';
import { walkSteps } from './walk-steps.js';

/** The product's own action that runs another flow of the workspace (docs/flow-language.md § Calling another flow). */
export const RUN_FLOW_APP = 'tandem';
export const RUN_FLOW_ACTION = 'flows.run';

/** How deep flows may call flows: a top-level run is depth 0, the flow it calls depth 1, ... up to this. */
export const MAX_FLOW_CALL_DEPTH = 5;

/** `wait`: the step ends with the called run's output; `start`: the step ends once the run has started. */
export const flowCallModes = ['wait', 'start'] as const;
export type FlowCallMode = (typeof flowCallModes)[number];

/** What a "Run flow" step names, read from its literal inputs (undefined where an input is missing or not a literal). */
export type FlowCall = { flowId?: string; version: string; mode: FlowCallMode };

export function isFlowCall(step: Pick<ActionStep, 'app' | 'action'>): boolean {
  return step.app === RUN_FLOW_APP && step.action === RUN_FLOW_ACTION;
}

function literalText(expression: Expression | undefined): string | undefined {
  return expression?.type === 'literal' && typeof expression.value === 'string' ? expression.value : undefined;
}

/** The flow, version (`live` or a version id) and mode a "Run flow" step's inputs name. */
export function flowCallOf(input: Readonly<Record<string, Expression>>): FlowCall {
  const flowId = literalText(input.flowId);
  const mode = literalText(input.mode) === 'start' ? 'start' : 'wait';
  return { ...(flowId ? { flowId } : {}), version: literalText(input.version) ?? 'live', mode };
}

/** Every "Run flow" step of a definition with its JSON pointer. */
export function* flowCallsOf(definition: Pick<Definition, 'steps'>): Generator<{ step: Step & ActionStep; pointer: string; call: FlowCall }> {
  for (const { step, pointer } of walkSteps(definition.steps, '/steps')) {
    if (step.type === 'action' && isFlowCall(step)) yield { step, pointer, call: flowCallOf(step.input) };
  }
}
