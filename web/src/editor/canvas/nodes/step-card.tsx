import { Handle, Position } from '@xyflow/react';
import { memo, type ReactNode } from 'react';
import type { StepType } from '../../../flow/types';
import { useEditor } from '../../store/editor-context';
import { IssueMarker } from './issue-marker';
import { useRunStatus } from '../run-status-context';

const icons: Record<StepType | 'trigger', string> = { trigger: '⚡', action: '▶', utility: '⚙', wait: '◷', condition: '◇', iterate: '↻', approval: '✓' };

/** The box every step node (and the trigger) renders: icon, title, subtitle, handles. */
export const StepCard = memo(function StepCard({
  kind,
  name,
  title,
  subtitle,
  warn,
  hasTarget = true,
}: {
  kind: StepType | 'trigger';
  name: string | null;
  title: string;
  subtitle: ReactNode;
  warn?: boolean;
  hasTarget?: boolean;
}) {
  const selected = useEditor((s) => name !== null && s.selected === name);
  const issues = useEditor((s) => (name === null ? s.issues.trigger : s.issues.steps[name]));
  const runStatus = useRunStatus(name);
  return (
    <div className={`step-card kind-${kind}${selected ? ' selected' : ''}${warn ? ' warn' : ''}${runStatus ? ` run-${runStatus}` : ''}`} data-step={name ?? undefined} data-testid={name ? `node-${name}` : `node-${kind}`} data-run-status={runStatus}>
      {hasTarget && <Handle type="target" position={Position.Top} isConnectable={false} />}
      <span className="step-icon" aria-hidden>
        {icons[kind]}
      </span>
      <span className="step-text">
        <span className="step-title">{title}</span>
        <span className="step-subtitle">{subtitle}</span>
      </span>
      {issues && issues.length > 0 && <IssueMarker issues={issues} testId={`issues-${name ?? kind}`} />}
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </div>
  );
});
