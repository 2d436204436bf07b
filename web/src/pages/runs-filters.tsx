import { memo } from 'react';
import { runStatuses } from '@tandem/catalog';
import type { RunFilters } from '../api/endpoints';
import type { Flow } from '../api/types';
import { useI18n } from '../i18n/i18n-context';

const triggerTypes = ['manual', 'webhook', 'schedule', 'changeWatch', 'flowCall', 'runFailed'] as const satisfies readonly NonNullable<RunFilters['triggerType']>[];

/** A date input's day as the start of that day in UTC (the list's times are UTC). */
const dayStart = (day: string) => (day ? `${day}T00:00:00.000Z` : undefined);
const dayAfter = (day: string) => (day ? new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString() : undefined);

/** Narrows the runs list by flow, status, trigger and the days they started. */
export const RunsFilters = memo(function RunsFilters({ flows, value, onChange }: { flows: Flow[]; value: RunFilters; onChange: (filters: RunFilters) => void }) {
  const { t } = useI18n();
  const set = (patch: Partial<RunFilters>) => onChange({ ...value, ...patch });
  return (
    <div className="row runs-filters" data-testid="runs-filters">
      <label>
        {t('runs.filter.flow')}{' '}
        <select value={value.flowId ?? ''} onChange={(e) => set({ flowId: e.target.value || undefined })}>
          <option value="">{t('runs.filter.all')}</option>
          {flows.map((flow) => (
            <option key={flow.flowId} value={flow.flowId}>
              {flow.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('runs.filter.status')}{' '}
        <select value={value.status ?? ''} onChange={(e) => set({ status: (e.target.value || undefined) as RunFilters['status'] })}>
          <option value="">{t('runs.filter.all')}</option>
          {runStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`runs.status.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('runs.filter.trigger')}{' '}
        <select value={value.triggerType ?? ''} onChange={(e) => set({ triggerType: (e.target.value || undefined) as RunFilters['triggerType'] })}>
          <option value="">{t('runs.filter.all')}</option>
          {triggerTypes.map((type) => (
            <option key={type} value={type}>
              {t(`trigger.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('runs.filter.from')} <input type="date" value={value.from?.slice(0, 10) ?? ''} onChange={(e) => set({ from: dayStart(e.target.value) })} />
      </label>
      <label>
        {t('runs.filter.to')}{' '}
        <input
          type="date"
          value={value.to ? new Date(Date.parse(value.to) - 86_400_000).toISOString().slice(0, 10) : ''}
          onChange={(e) => set({ to: dayAfter(e.target.value) })}
        />
      </label>
    </div>
  );
});
