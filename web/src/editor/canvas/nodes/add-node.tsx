import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useI18n } from '../../../i18n/i18n-context';
import type { AddNode } from '../../graph/graph-types';
import { useEditorStore } from '../../store/editor-context';

/** The "add step" affordance that closes every step list. */
export const AddNodeView = memo(function AddNodeView({ data: { slot } }: NodeProps<AddNode>) {
  const { t } = useI18n();
  const store = useEditorStore();
  return (
    <div className="add-node">
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <button
        type="button"
        className="add-button nodrag"
        title={t('step.add')}
        aria-label={t('step.add')}
        data-testid={`add-${slot.parent ?? 'root'}${slot.parent ? `-${slot.branch}` : ''}`}
        onClick={(e) => {
          e.stopPropagation();
          store.getState().setInserting(slot);
        }}
      >
        +
      </button>
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </div>
  );
});
