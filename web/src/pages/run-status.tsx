import { memo } from 'react';
import type { RunStatus, StepStatus } from '../api/types';
import { useI18n } from '../i18n/i18n-context';

export const StatusBadge = memo(function StatusBadge({ status }: { status: RunStatus | StepStatus }) {
  const { t } = useI18n();
  return (
    <span className={`badge status-${status}`} data-testid="status">
      {t(`runs.status.${status}`)}
    </span>
  );
});
