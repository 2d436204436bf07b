import type { FlowEdge, FlowNode } from './graph-types';
import { bodyStartNodeId, TRIGGER_NODE_ID } from './node-ids';
import { GROUP_PADDING, NODE_SIZE } from './node-size';

/** Vertical room between consecutive nodes, and horizontal room between condition branches. */
const LAYER_GAP = 44;
const BRANCH_GAP = 48;

/** A laid-out piece of the graph: its size, and how to put it with its top centre at (x, y). */
type Block = { width: number; height: number; place: (centerX: number, top: number) => void };

/**
 * Positions the nodes of `definitionToGraph` top to bottom, in one pass over the structure the graph
 * encodes: every step list is a column closed by its "add" node, a condition's branches are columns side
 * by side under it (consequent on the left), an iterate is a group around the column of its body
 * (children positioned relative to the group, which gets its size). Linear in the number of nodes, so
 * flows of hundreds of steps lay out in milliseconds; pure and deterministic.
 */
export function layoutGraph(nodes: readonly FlowNode[], edges: readonly FlowEdge[]): FlowNode[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const outgoing = new Map<string, FlowEdge[]>();
  for (const edge of edges) outgoing.set(edge.source, [...(outgoing.get(edge.source) ?? []), edge]);
  const positions = new Map<string, { x: number; y: number }>();
  const groupSizes = new Map<string, { width: number; height: number }>();

  /** The next node in the same list: the target of the edge that does not enter a branch or a body. */
  const next = (id: string): string | undefined => {
    const node = byId.get(id);
    return outgoing.get(id)?.find((edge) => !edge.data?.branch && byId.get(edge.target)?.parentId === node?.parentId)?.target;
  };
  const branchEntry = (id: string, branch: 'consequent' | 'alternative') => outgoing.get(id)?.find((edge) => edge.data?.branch === branch)?.target;

  const single = (node: FlowNode): Block => {
    const size = node.type === 'iterate' ? { width: 0, height: 0 } : NODE_SIZE[node.type];
    return { ...size, place: (centerX, top) => positions.set(node.id, { x: centerX - size.width / 2, y: top }) };
  };

  const column = (blocks: Block[]): Block => ({
    width: Math.max(0, ...blocks.map((b) => b.width)),
    height: blocks.reduce((sum, b) => sum + b.height, 0) + LAYER_GAP * Math.max(0, blocks.length - 1),
    place: (centerX, top) => {
      let y = top;
      for (const block of blocks) {
        block.place(centerX, y);
        y += block.height + LAYER_GAP;
      }
    },
  });

  /** A step list from `entry` up to and including the "add" node that closes it. */
  const list = (entry: string | undefined): Block => {
    const blocks: Block[] = [];
    for (let id = entry; id !== undefined; id = after(id)) {
      const node = byId.get(id);
      if (!node) break;
      blocks.push(block(node));
      if (node.type === 'add') break;
    }
    return column(blocks);
  };

  /** The node after `id` in its list; after a condition, where its branches meet (past the consequent's "add"). */
  const after = (id: string): string | undefined => {
    if (byId.get(id)?.type !== 'condition') return next(id);
    let end = branchEntry(id, 'consequent');
    while (end !== undefined && byId.get(end)?.type !== 'add') end = after(end);
    return end === undefined ? undefined : next(end);
  };

  const block = (node: FlowNode): Block => {
    if (node.type === 'condition') return condition(node);
    if (node.type === 'iterate') return group(node);
    return single(node);
  };

  const condition = (node: FlowNode): Block => {
    const head = single(node);
    const [yes, no] = [list(branchEntry(node.id, 'consequent')), list(branchEntry(node.id, 'alternative'))];
    const width = Math.max(head.width, yes.width + BRANCH_GAP + no.width);
    return {
      width,
      height: head.height + LAYER_GAP + Math.max(yes.height, no.height),
      place: (centerX, top) => {
        head.place(centerX, top);
        const left = centerX - (yes.width + BRANCH_GAP + no.width) / 2;
        const branchesTop = top + head.height + LAYER_GAP;
        yes.place(left + yes.width / 2, branchesTop);
        no.place(left + yes.width + BRANCH_GAP + no.width / 2, branchesTop);
      },
    };
  };

  /** An iterate group: its body laid out in the group's own coordinates. */
  const group = (node: FlowNode): Block => {
    const body = list(node.type === 'iterate' ? bodyStartNodeId(node.data.step.name) : undefined);
    body.place(GROUP_PADDING.left + body.width / 2, GROUP_PADDING.top);
    const size = { width: GROUP_PADDING.left + body.width + GROUP_PADDING.right, height: GROUP_PADDING.top + body.height + GROUP_PADDING.bottom };
    groupSizes.set(node.id, size);
    return { ...size, place: (centerX, top) => positions.set(node.id, { x: centerX - size.width / 2, y: top }) };
  };

  list(TRIGGER_NODE_ID).place(0, 0);

  return nodes.map((node) => {
    const position = positions.get(node.id);
    if (!position) return node;
    const size = groupSizes.get(node.id);
    if (size) return { ...node, position, width: size.width, height: size.height, style: { ...node.style, ...size } };
    return { ...node, position };
  });
}
