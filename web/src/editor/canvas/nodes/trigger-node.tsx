import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useI18n } from '../../../i18n/i18n-context';
import { triggerKey } from '../../../pages/dashboard-model';
import type { TriggerNode } from '../../graph/graph-types';
import { StepCard } from './step-card';

export const TriggerNodeView = memo(function TriggerNodeView({ data }: NodeProps<TriggerNode>) {
  const { t } = useI18n();
  const detail = data.trigger.type === 'schedule' ? data.trigger.schedule.kind : data.trigger.type === 'changeWatch' ? `${data.trigger.app} · ${data.trigger.action}` : '';
  return <StepCard kind="trigger" name={null} title={t(triggerKey(data.trigger))} subtitle={detail || t('panel.trigger')} hasTarget={false} />;
});
