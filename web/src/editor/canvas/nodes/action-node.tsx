import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useI18n } from '../../../i18n/i18n-context';
import type { ActionNode } from '../../graph/graph-types';
import { StepCard } from './step-card';

export const ActionNodeView = memo(function ActionNodeView({ data: { step } }: NodeProps<ActionNode>) {
  const { t } = useI18n();
  const configured = step.app !== '' && step.action !== '';
  return (
    <StepCard
      kind="action"
      name={step.name}
      title={step.displayName ?? step.name}
      subtitle={configured ? `${step.app} · ${step.action}` : t('step.notConfigured')}
      warn={!configured}
    />
  );
});
