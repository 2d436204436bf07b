import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useI18n } from '../../../i18n/i18n-context';
import { triggerKey } from '../../../pages/dashboard-model';
import type { TriggerNode } from '../../graph/graph-types';
import { triggerText } from '../../trigger/trigger-summary';
import { StepCard } from './step-card';

/** The trigger node says what starts the flow in words ("Every day at 04:00 UTC"); a click opens its panel. */
export const TriggerNodeView = memo(function TriggerNodeView({ data }: NodeProps<TriggerNode>) {
  const { t } = useI18n();
  return <StepCard kind="trigger" name={null} title={t(triggerKey(data.trigger))} subtitle={triggerText(data.trigger, t)} hasTarget={false} />;
});
