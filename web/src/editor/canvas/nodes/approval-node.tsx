import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useI18n } from '../../../i18n/i18n-context';
import type { ApprovalNode } from '../../graph/graph-types';
import { StepCard } from './step-card';

export const ApprovalNodeView = memo(function ApprovalNodeView({ data: { step } }: NodeProps<ApprovalNode>) {
  const { t } = useI18n();
  const who = step.approvers.emails?.length ? step.approvers.emails.join(', ') : t('approval.everyMember');
  return <StepCard kind="approval" name={step.name} title={step.displayName ?? step.name} subtitle={`${t('step.approval')} · ${who} · ${step.deadline.after}`} />;
});
