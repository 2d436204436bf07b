import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useI18n } from '../../../i18n/i18n-context';
import type { UtilityNode } from '../../graph/graph-types';
import { StepCard } from './step-card';

export const UtilityNodeView = memo(function UtilityNodeView({ data: { step } }: NodeProps<UtilityNode>) {
  const { t } = useI18n();
  return <StepCard kind="utility" name={step.name} title={step.displayName ?? step.name} subtitle={`${t('step.utility')} · ${step.utility}`} />;
});
