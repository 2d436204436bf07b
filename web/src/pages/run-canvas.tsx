import { ReactFlowProvider } from '@xyflow/react';
import { memo, useMemo } from 'react';
import type { RunState } from '../api/types';
import { useApiQuery } from '../api/use-api-query';
import { queries } from '../api/queries';
import { FlowCanvas } from '../editor/canvas/flow-canvas';
import { RunStatusContext } from '../editor/canvas/run-status-context';
import { EditorProvider } from '../editor/store/editor-context';
import { statusByStep } from './run-step-status';

/** The run's version on the canvas, each step coloured by its status in this run (read only). */
export const RunCanvas = memo(function RunCanvas({ ws, run }: { ws: string; run: RunState }) {
  const version = useApiQuery(queries.version(ws, run.flowId, run.versionId));
  const statuses = useMemo(() => statusByStep(run.steps), [run.steps]);
  if (!version.data) return null;
  return (
    <div className="run-canvas" data-testid="run-canvas">
      <RunStatusContext.Provider value={statuses}>
        <EditorProvider initial={version.data.definition}>
          <ReactFlowProvider>
            <FlowCanvas />
          </ReactFlowProvider>
        </EditorProvider>
      </RunStatusContext.Provider>
    </div>
  );
});
