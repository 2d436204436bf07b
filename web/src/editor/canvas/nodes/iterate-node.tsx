import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useI18n } from '../../../i18n/i18n-context';
import type { IterateNode } from '../../graph/graph-types';
import { useEditor } from '../../store/editor-context';
import { IssueMarker } from './issue-marker';
import { useRunStatus } from '../run-status-context';

/** An iterate step is a group: its body's nodes sit inside it. */
export const IterateNodeView = memo(function IterateNodeView({ data: { step } }: NodeProps<IterateNode>) {
  const { t } = useI18n();
  const selected = useEditor((s) => s.selected === step.name);
  const issues = useEditor((s) => s.issues.steps[step.name]);
  const runStatus = useRunStatus(step.name);
  const items = step.items.type === 'reference' ? step.items.path.join('.') : step.items.type;
  return (
    <div
      className={`iterate-group${selected ? ' selected' : ''}${runStatus ? ` run-${runStatus}` : ''}`}
      data-step={step.name}
      data-testid={`node-${step.name}`}
      data-run-status={runStatus}
    >
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <div className="iterate-head">
        <span aria-hidden>↻</span> <strong>{step.displayName ?? step.name}</strong>
        <span className="muted">
          {' '}
          · {t('step.iterate')} · {items}
          {step.concurrency && step.concurrency > 1 ? ` · ×${step.concurrency}` : ''}
        </span>
      </div>
      {issues && issues.length > 0 && <IssueMarker issues={issues} testId={`issues-${step.name}`} />}
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </div>
  );
});
