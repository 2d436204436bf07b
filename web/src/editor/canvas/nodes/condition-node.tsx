import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useI18n } from '../../../i18n/i18n-context';
import type { ConditionNode } from '../../graph/graph-types';
import { StepCard } from './step-card';

export const ConditionNodeView = memo(function ConditionNodeView({ data: { step } }: NodeProps<ConditionNode>) {
  const { t } = useI18n();
  const summary = step.condition.type === 'operator' ? step.condition.operator : step.condition.type;
  return <StepCard kind="condition" name={step.name} title={step.displayName ?? step.name} subtitle={`${t('step.condition')} · ${summary}`} />;
});
