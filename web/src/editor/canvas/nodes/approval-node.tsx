import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useI18n } from '../../../i18n/i18n-context';
import type { ApprovalNode } from '../../graph/graph-types';
import { StepCard } from './step-card';

export const ApprovalNodeView = memo(function ApprovalNodeView({ data: { step } }: NodeProps<ApprovalNode>) {
  const { t } = useI18n();
  // A stored definition may lack the fields the schema defaults (a draft, or one written by hand).
  const emails = step.approvers?.emails ?? [];
  const who = emails.length ? emails.join(', ') : t('approval.everyMember');
  return <StepCard kind="approval" name={step.name} title={step.displayName ?? step.name} subtitle={`${t('step.approval')} · ${who} · ${step.deadline?.after ?? ''}`} />;
});
