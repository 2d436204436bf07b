import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { FlowEdge, FlowNode } from './graph-types';
import { GROUP_PADDING, NODE_SIZE } from './node-size';

const elk = new ELK();

const rootOptions: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.layered.spacing.nodeNodeBetweenLayers': '44',
  'elk.spacing.nodeNode': '48',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
  'elk.layered.nodePlacement.bk.fixedAlignment': 'BALANCED',
  'elk.edgeRouting': 'ORTHOGONAL',
};

const groupOptions: Record<string, string> = {
  'elk.padding': `[top=${GROUP_PADDING.top},left=${GROUP_PADDING.left},bottom=${GROUP_PADDING.bottom},right=${GROUP_PADDING.right}]`,
};

/**
 * Positions the nodes with elkjs (layered, top to bottom). Pure apart from being async: the same
 * nodes and edges give the same positions. Children of an iterate group get positions relative to
 * the group, which gets its size; everything else is kept as it was.
 */
export async function layoutGraph(nodes: FlowNode[], edges: FlowEdge[]): Promise<FlowNode[]> {
  const elkNodes = new Map<string, ElkNode>();
  const root: ElkNode = { id: '__root', layoutOptions: rootOptions, children: [], edges: [] };
  for (const node of nodes) {
    const elkNode: ElkNode =
      node.type === 'iterate' ? { id: node.id, layoutOptions: groupOptions, children: [] } : { id: node.id, ...NODE_SIZE[node.type] };
    elkNodes.set(node.id, elkNode);
  }
  for (const node of nodes) {
    const parent = node.parentId ? elkNodes.get(node.parentId) : root;
    (parent ?? root).children?.push(elkNodes.get(node.id) as ElkNode);
  }
  root.edges = edges.map((e) => ({ id: e.id, sources: [e.source], targets: [e.target] }));

  const laidOut = await elk.layout(root);
  const placed = new Map<string, ElkNode>();
  const collect = (n: ElkNode) => n.children?.forEach((c) => (placed.set(c.id, c), collect(c)));
  collect(laidOut);

  return nodes.map((node) => {
    const p = placed.get(node.id);
    if (!p) return node;
    const position = { x: p.x ?? 0, y: p.y ?? 0 };
    if (node.type === 'iterate') return { ...node, position, width: p.width, height: p.height, style: { ...node.style, width: p.width, height: p.height } };
    return { ...node, position };
  });
}
