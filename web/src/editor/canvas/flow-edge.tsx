import { BaseEdge, EdgeLabelRenderer, getSmoothStepPath, type EdgeProps } from '@xyflow/react';
import { memo } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import type { FlowEdge } from '../graph/graph-types';
import { useEditorStore } from '../store/editor-context';

/** An edge with the condition branch label and a "+" to insert a step where it points. */
export const FlowEdgeView = memo(function FlowEdgeView(props: EdgeProps<FlowEdge>) {
  const { t } = useI18n();
  const store = useEditorStore();
  const [path, labelX, labelY] = getSmoothStepPath({ ...props, borderRadius: 8 });
  const insertAt = props.data?.insertAt;
  const branch = props.data?.branch;
  return (
    <>
      <BaseEdge id={props.id} path={path} />
      <EdgeLabelRenderer>
        <div className="edge-label nodrag nopan" style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}>
          {branch && <span className={`branch-label ${branch}`}>{branch === 'consequent' ? t('step.branchYes') : t('step.branchNo')}</span>}
          {insertAt && (
            <button
              type="button"
              className="insert-button"
              title={t('step.addHere')}
              aria-label={t('step.addHere')}
              onClick={(e) => {
                e.stopPropagation();
                store.getState().setInserting(insertAt);
              }}
            >
              +
            </button>
          )}
        </div>
      </EdgeLabelRenderer>
    </>
  );
});
