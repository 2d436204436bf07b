import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useI18n } from '../../../i18n/i18n-context';
import type { WaitNode } from '../../graph/graph-types';
import { StepCard } from './step-card';

export const WaitNodeView = memo(function WaitNodeView({ data: { step } }: NodeProps<WaitNode>) {
  const { t } = useI18n();
  const duration = typeof step.duration === 'string' ? step.duration : t('expr.reference');
  return <StepCard kind="wait" name={step.name} title={step.displayName ?? step.name} subtitle={`${t('step.wait')} · ${duration}`} />;
});
