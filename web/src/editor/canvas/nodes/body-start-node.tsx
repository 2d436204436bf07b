import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useI18n } from '../../../i18n/i18n-context';
import type { BodyStartNode } from '../../graph/graph-types';

/** Where an iterate body starts: "for each item". */
export const BodyStartNodeView = memo(function BodyStartNodeView(_props: NodeProps<BodyStartNode>) {
  const { t } = useI18n();
  return (
    <div className="body-start">
      {t('step.body')}
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </div>
  );
});
