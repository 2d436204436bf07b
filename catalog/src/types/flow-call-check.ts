import type { DefinitionIssue } from '../flow/definition-issues.js';
import type { Definition } from '../flow/definition.js';
import { flowCallOf } from '../flow/flow-calls.js';
import type { ActionStep } from '../flow/step.js';
import { t, type DataType } from './data-type.js';
import { flowCallIssue, calledDefinition } from './flow-call-graph.js';
import type { FlowCatalog } from './flow-catalog.js';
import { fromJsonSchema } from './from-json-schema.js';
import type { ExpressionType } from './infer-expression-type.js';
import { typeIssue } from './type-issue.js';

const error = (pointer: string, message: string): DefinitionIssue => ({ pointer, message, severity: 'error' });

/**
 * A "Run flow" step at design time: the flow and version it names (of this workspace, valid, started by
 * hand), its `input` against that flow's `inputSchema`, no cycle and no nesting past the limit. Its output
 * is `{ runId }`, and when it waits also `output`, typed by the called flow's `output` (`outputOf`).
 */
export function checkFlowCall(
  step: ActionStep,
  typings: ReadonlyMap<string, ExpressionType>,
  pointer: string,
  flows: FlowCatalog,
  outputOf: (definition: Definition, flowId: string) => DataType,
): { type: DataType; issues: DefinitionIssue[] } {
  const call = flowCallOf(step.input);
  const issues: DefinitionIssue[] = [];
  const input = `${pointer}/input`;
  const literalOr = (key: string, message: string) => {
    const expression = step.input[key];
    if (expression && expression.type !== 'literal') issues.push(error(`${input}/${key}`, message));
  };
  literalOr('version', 'The version to run must be chosen when the flow is saved ("live" or a version id), not mapped');
  literalOr('mode', 'Whether to wait for the flow must be chosen when the flow is saved ("wait" or "start"), not mapped');
  const started = t.required({ runId: t.string() });
  const result = (output: DataType) => ({ type: call.mode === 'start' ? started : t.required({ runId: t.string(), output }), issues });
  if (!call.flowId) {
    issues.push(error(`${input}/flowId`, 'Choose the flow to run: it must be known when the flow is saved (a flow id, not a mapped value)'));
    return result(t.unknown());
  }
  const target = flows.findFlow(call.flowId, call.version);
  if (!target) {
    issues.push(error(`${input}/flowId`, `Unknown flow "${call.flowId}": a flow can run only flows of its own workspace`));
    return result(t.unknown());
  }
  if (!target.version) {
    const message = call.version === 'live' ? `The flow "${target.name}" has no live version: set one live, or pin a version` : `The flow "${target.name}" has no version "${call.version}"`;
    issues.push(error(call.version === 'live' ? `${input}/flowId` : `${input}/version`, message));
    return result(t.unknown());
  }
  const definition = calledDefinition(target);
  if (!target.version.valid || !definition) {
    issues.push(error(`${input}/flowId`, `The version of "${target.name}" this step runs is not valid: fix it first`));
    return result(t.unknown());
  }
  if (definition.trigger.type !== 'manual') {
    issues.push(error(`${input}/flowId`, `Only flows with a manual trigger can be run by another flow; "${target.name}" starts on its ${definition.trigger.type} trigger`));
  }
  const expected = definition.inputSchema === undefined ? t.unknown() : fromJsonSchema(definition.inputSchema);
  const given = typings.get('input');
  if (!given || given.issues.length === 0) {
    const issue = typeIssue(`${input}/input`, expected, given?.type ?? t.required({}));
    if (issue) issues.push({ ...issue, message: `The input does not fit the input schema of "${target.name}": ${issue.message}` });
  }
  const cycle = flowCallIssue(call, pointer, flows);
  if (cycle) {
    issues.push(cycle);
    return result(t.unknown());
  }
  return result(outputOf(definition, call.flowId));
}
