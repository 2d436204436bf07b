import { memo, useState } from 'react';
import { endpoints } from '../../api/endpoints';
import type { Flow } from '../../api/types';
import { useApiQuery } from '../../api/use-api-query';
import { queries } from '../../api/queries';
import { useI18n } from '../../i18n/i18n-context';
import { ErrorText } from '../../ui/error-text';
import { formatDateTime } from '../../ui/format';

/** How the live version's trigger acts: a schedule's next fire times, the webhook URL, the change watch. */
export const TriggerInfoCard = memo(function TriggerInfoCard({ ws, flow }: { ws: string; flow: Flow }) {
  const { t, locale } = useI18n();
  const info = useApiQuery(queries.triggerInfo(ws, flow.flowId));
  const [error, setError] = useState<unknown>(null);
  const act = (work: () => Promise<unknown>) => work().then(info.reload, setError);
  const data = info.data;
  if (!data?.live) return <ErrorText error={info.error} />;
  return (
    <div className="card trigger-info" data-testid="trigger-info">
      <h3>{t('trigger.live', { type: data.trigger?.type ?? '—' })}</h3>
      <ErrorText error={error ?? info.error} />
      {data.nextFireTimes.length > 0 && (
        <>
          <span className="muted">{t('trigger.nextFireTimes')}</span>
          <ul>
            {data.nextFireTimes.map((time) => (
              <li key={time}>{formatDateTime(time, locale)}</li>
            ))}
          </ul>
        </>
      )}
      {data.hookUrl && (
        <div className="field">
          <span className="muted">{t('trigger.hookUrl')}</span>
          <input className="mono" readOnly value={data.hookUrl} onFocus={(e) => e.target.select()} />
          <button type="button" onClick={() => void act(() => endpoints.rotateHook(ws, flow.flowId))}>
            {t('trigger.rotate')}
          </button>
        </div>
      )}
      {data.watch && (
        <p>
          {data.watch.baselineRecorded ? t('trigger.watching', { seen: data.watch.itemsSeen, runs: data.watch.runsStarted }) : t('trigger.baseline')} ·{' '}
          {t('trigger.lastPoll')}: {formatDateTime(data.watch.lastPolledAt, locale)}{' '}
          <button type="button" onClick={() => void act(() => endpoints.pollWatch(ws, flow.flowId))}>
            {t('trigger.pollNow')}
          </button>
        </p>
      )}
      {data.watch?.failingSince && (
        <p className="error" role="status" data-testid="watch-failing">
          {t('trigger.failingSince', { since: formatDateTime(data.watch.failingSince, locale) })}: {data.watch.lastError}
        </p>
      )}
    </div>
  );
});
