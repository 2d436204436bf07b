import { describe, expect, it } from 'vitest';
import { definitionToGraph } from './definition-to-graph';
import { graphSample } from './graph-fixture';


describe('definitionToGraph', () => {
  it('gives the trigger and an empty flow an "add step" node at index 0', () => {
    const { nodes, edges } = definitionToGraph({ version: 1, trigger: { type: 'manual' }, steps: [] });
    expect(nodes.map((n) => n.id)).toEqual(['trigger', 'add:root']);
    expect(nodes[1]).toMatchObject({ type: 'add', data: { slot: { parent: null, index: 0 } } });
    expect(edges).toEqual([expect.objectContaining({ source: 'trigger', target: 'add:root' })]);
  });

  it('makes one node per step with its own type, parents before children', () => {
    const { nodes } = definitionToGraph(graphSample);
    const types = Object.fromEntries(nodes.map((n) => [n.id, n.type]));
    expect(types).toMatchObject({ 'step:load': 'action', 'step:check': 'condition', 'step:loop': 'iterate', 'step:pause': 'wait', 'step:note': 'utility' });
    const index = (id: string) => nodes.findIndex((n) => n.id === id);
    for (const node of nodes) if (node.parentId) expect(index(node.parentId)).toBeLessThan(index(node.id));
  });

  it('puts an iterate body inside the iterate group, starting at a body-start node', () => {
    const { nodes, edges } = definitionToGraph(graphSample);
    const inLoop = nodes.filter((n) => n.parentId === 'step:loop').map((n) => n.id);
    expect(inLoop).toEqual(['start:loop', 'step:pause', 'add:loop.steps']);
    expect(edges.find((e) => e.target === 'step:pause')?.data?.insertAt).toEqual({ parent: 'loop', branch: 'steps', index: 0 });
  });

  it('starts both condition branches at the condition and joins them before the next step', () => {
    const { edges } = definitionToGraph(graphSample);
    const fromCheck = edges.filter((e) => e.source === 'step:check');
    expect(fromCheck.map((e) => [e.target, e.data?.branch])).toEqual([
      ['step:loop', 'consequent'],
      ['add:check.alternative', 'alternative'],
    ]);
    const intoNote = edges.filter((e) => e.target === 'step:note');
    expect(intoNote.map((e) => e.source)).toEqual(['add:check.consequent', 'add:check.alternative']);
    expect(intoNote.every((e) => e.data?.insertAt?.index === 2 && e.data.insertAt.parent === null)).toBe(true);
  });

  it('offers an insert slot on every edge into a step, so a step can go between any two', () => {
    const { nodes, edges } = definitionToGraph(graphSample);
    for (const node of nodes.filter((n) => n.id.startsWith('step:'))) {
      expect(edges.some((e) => e.target === node.id && e.data?.insertAt)).toBe(true);
    }
    expect(new Set(edges.map((e) => e.id)).size).toBe(edges.length);
  });

  it('is pure: the same definition gives an equal graph', () => {
    expect(definitionToGraph(graphSample)).toEqual(definitionToGraph(graphSample));
  });
});
