import { Background, Controls, ReactFlow, useReactFlow, type Node } from '@xyflow/react';
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { definitionToGraph } from '../graph/definition-to-graph';
import { layoutGraph } from '../graph/layout-graph';
import { stepNameOf } from '../graph/node-ids';
import { useEditor, useEditorStore } from '../store/editor-context';
import { selectDefinition } from '../store/create-editor-store';
import { edgeTypes, nodeTypes } from './node-types';

/** The canvas: derives nodes and edges from the definition, lays them out, never edits them itself. */
export const FlowCanvas = memo(function FlowCanvas() {
  const definition = useEditor(selectDefinition);
  const store = useEditorStore();
  const graph = useMemo(() => definitionToGraph(definition), [definition]);
  // Marks for the editor benchmark (scripts/bench/editor-bench.ts): the layout, then the nodes on screen.
  const laidOut = useMemo(() => {
    performance.mark('editor:layout-start');
    const nodes = layoutGraph(graph.nodes, graph.edges);
    performance.mark('editor:layout-end');
    return { nodes, edges: graph.edges };
  }, [graph]);
  const { fitView } = useReactFlow();
  const fitted = useRef(false);

  useEffect(() => {
    if (laidOut.nodes.length > 0) performance.mark('editor:laid-out');
  }, [laidOut]);

  useEffect(() => {
    if (fitted.current || laidOut.nodes.length === 0) return;
    fitted.current = true;
    requestAnimationFrame(() => void fitView({ padding: 0.2, maxZoom: 1 }));
  }, [laidOut, fitView]);

  const onNodeClick = useCallback(
    (_: unknown, node: Node) => {
      if (node.type === 'trigger') return store.getState().openTrigger(true);
      const name = stepNameOf(node.id);
      if (name) store.getState().select(name);
    },
    [store],
  );
  const onPaneClick = useCallback(() => store.getState().select(null), [store]);

  return (
    <div className="canvas" data-testid="canvas" data-nodes={laidOut.nodes.length}>
      <ReactFlow
        nodes={laidOut.nodes}
        edges={laidOut.edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        deleteKeyCode={null}
        onNodeClick={onNodeClick}
        onPaneClick={onPaneClick}
        minZoom={0.2}
        maxZoom={1.5}
        proOptions={{ hideAttribution: true }}
      >
        <Background gap={20} />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
});
