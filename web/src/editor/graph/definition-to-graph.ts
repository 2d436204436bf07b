import { assertNever } from '@tandem/catalog';
import type { Definition, ListRef, Step } from '../../flow/types';
import type { FlowEdge, FlowEdgeData, FlowGraph, FlowNode, StepNode } from './graph-types';
import { addNodeId, bodyStartNodeId, stepNodeId, TRIGGER_NODE_ID } from './node-ids';

type Source = { id: string; branch?: FlowEdgeData['branch'] };

const origin = { x: 0, y: 0 };

function stepNode(step: Step, parentId: string | undefined): StepNode {
  const base = { id: stepNodeId(step.name), position: origin, ...(parentId ? { parentId, extent: 'parent' as const } : {}) };
  switch (step.type) {
    case 'action':
      return { ...base, type: 'action', data: { step } };
    case 'utility':
      return { ...base, type: 'utility', data: { step } };
    case 'wait':
      return { ...base, type: 'wait', data: { step } };
    case 'condition':
      return { ...base, type: 'condition', data: { step } };
    case 'iterate':
      return { ...base, type: 'iterate', data: { step } };
    case 'approval':
      return { ...base, type: 'approval', data: { step } };
    default:
      return assertNever(step, 'step type');
  }
}

/**
 * Derives the canvas graph from a definition (pure; positions come from `layoutGraph`):
 * the trigger, one node per step, condition branches side by side, iterate bodies inside their
 * iterate node (a group), and an "add step" node closing every list. Edges into a step carry the
 * slot to insert at, so the canvas can offer "add step" between any two.
 */
export function definitionToGraph(definition: Definition): FlowGraph {
  const nodes: FlowNode[] = [];
  const edges: FlowEdge[] = [];

  const connect = (sources: Source[], target: string, insertAt?: FlowEdgeData['insertAt']) => {
    for (const source of sources) {
      const data: FlowEdgeData = {};
      if (insertAt) data.insertAt = insertAt;
      if (source.branch) data.branch = source.branch;
      edges.push({ id: `${source.id}->${target}`, source: source.id, target, type: 'flow', data });
    }
  };

  /** Lays out one list after `entry`; returns what the next node connects from. */
  const buildList = (steps: Step[], list: ListRef, parentId: string | undefined, entry: Source[]): Source[] => {
    let sources = entry;
    const inGroup = parentId ? { parentId, extent: 'parent' as const } : {};
    steps.forEach((step, index) => {
      const node = stepNode(step, parentId);
      nodes.push(node);
      connect(sources, node.id, { ...list, index });
      if (step.type === 'condition') {
        const yes = buildList(step.consequent, { parent: step.name, branch: 'consequent' }, parentId, [{ id: node.id, branch: 'consequent' }]);
        const no = buildList(step.alternative, { parent: step.name, branch: 'alternative' }, parentId, [{ id: node.id, branch: 'alternative' }]);
        sources = [...yes, ...no];
      } else if (step.type === 'iterate') {
        const start = bodyStartNodeId(step.name);
        nodes.push({ id: start, type: 'bodyStart', position: origin, parentId: node.id, extent: 'parent', data: { parent: step.name } });
        buildList(step.steps, { parent: step.name, branch: 'steps' }, node.id, [{ id: start }]);
        sources = [{ id: node.id }];
      } else {
        sources = [{ id: node.id }];
      }
    });
    const add = addNodeId(list);
    const slot = { ...list, index: steps.length };
    nodes.push({ id: add, type: 'add', position: origin, ...inGroup, data: { slot } });
    connect(sources, add);
    return [{ id: add }];
  };

  nodes.push({ id: TRIGGER_NODE_ID, type: 'trigger', position: origin, data: { trigger: definition.trigger }, deletable: false });
  buildList(definition.steps, { parent: null }, undefined, [{ id: TRIGGER_NODE_ID }]);
  return { nodes, edges };
}
