import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useI18n } from '../../../i18n/i18n-context';
import { triggerKey } from '../../../pages/dashboard-model';
import type { TriggerNode } from '../../graph/graph-types';
import { StepCard } from './step-card';

export const TriggerNodeView = memo(function TriggerNodeView({ data }: NodeProps<TriggerNode>) {
  const { t } = useI18n();
  const trigger = data.trigger;
  const detail =
    trigger.type === 'schedule'
      ? trigger.schedule.kind
      : trigger.type === 'changeWatch'
        ? `${trigger.app} · ${trigger.action}`
        : trigger.type === 'runFailed'
          ? trigger.flows === 'any'
            ? t('trigger.runFailedAny')
            : t('trigger.runFailedSome', { count: String(trigger.flows.length) })
          : '';
  return <StepCard kind="trigger" name={null} title={t(triggerKey(data.trigger))} subtitle={detail || t('panel.trigger')} hasTarget={false} />;
});
