import { describe, expect, it } from 'vitest';
import { largeDefinition } from '../../../../catalog/src/types/check-definition.bench-data';
import type { Definition } from '../../flow/types';
import { definitionToGraph } from './definition-to-graph';
import { graphSample } from './graph-fixture';
import { layoutGraph } from './layout-graph';
import { NODE_SIZE } from './node-size';

describe('layoutGraph', () => {
  it('places nodes top to bottom, branches side by side, and sizes iterate groups around their body', async () => {
    const { nodes, edges } = definitionToGraph(graphSample);
    const placed = await layoutGraph(nodes, edges);
    const at = (id: string) => {
      const node = placed.find((n) => n.id === id);
      if (!node) throw new Error(id);
      return node;
    };
    expect(at('trigger').position.y).toBeLessThan(at('step:load').position.y);
    expect(at('step:load').position.y).toBeLessThan(at('step:check').position.y);
    expect(at('step:check').position.y).toBeLessThan(at('step:note').position.y);
    // The two branches of the condition sit on the same layer, consequent on the left.
    expect(at('step:loop').position.x).toBeLessThan(at('add:check.alternative').position.x);
    const loop = at('step:loop');
    const pause = at('step:pause');
    expect(pause.parentId).toBe('step:loop');
    expect(loop.width).toBeGreaterThanOrEqual(pause.position.x + NODE_SIZE.wait.width);
    expect(loop.height).toBeGreaterThan(pause.position.y + NODE_SIZE.wait.height);
  });

  it('is deterministic', async () => {
    const { nodes, edges } = definitionToGraph(graphSample);
    expect(await layoutGraph(nodes, edges)).toEqual(await layoutGraph(nodes, edges));
  });
});

describe('layoutGraph on a large flow', () => {
  it('lays out 300 steps quickly, and no two nodes of one frame overlap', () => {
    const { nodes, edges } = definitionToGraph(largeDefinition(300) as unknown as Definition);
    const started = performance.now();
    const placed = layoutGraph(nodes, edges);
    expect(performance.now() - started).toBeLessThan(200);
    const boxes = placed.map((n) => {
      const size = n.type === 'iterate' ? { width: n.width ?? 0, height: n.height ?? 0 } : NODE_SIZE[n.type];
      return { frame: n.parentId ?? '', x: n.position.x, y: n.position.y, ...size };
    });
    const overlapping = boxes.filter((a, i) =>
      boxes.some((b, j) => j > i && a.frame === b.frame && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height),
    );
    expect(overlapping).toEqual([]);
  });
});
