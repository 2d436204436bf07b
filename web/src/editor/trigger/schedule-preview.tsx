import { memo, useEffect, useState } from 'react';
import { endpoints } from '../../api/endpoints';
import type { Schedule } from '../../flow/types';
import { useI18n } from '../../i18n/i18n-context';
import { ErrorText } from '../../ui/error-text';

/** A fire time in UTC and in the user's own time zone, each naming its zone. */
export function fireTimeText(iso: string, locale: string): { utc: string; local: string } {
  const date = new Date(iso);
  const tag = locale === 'de' ? 'de-DE' : 'en-GB';
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' };
  return {
    utc: `${date.toLocaleString(tag, { ...options, timeZone: 'UTC' })} UTC`,
    local: date.toLocaleString(tag, { ...options, timeZoneName: 'short' }),
  };
}

/** The next five fire times, computed by the server from the spec Temporal would get. */
export const SchedulePreviewList = memo(function SchedulePreviewList({ ws, schedule, valid }: { ws: string; schedule: Schedule; valid: boolean }) {
  const { t, locale } = useI18n();
  const key = JSON.stringify(schedule);
  const [answer, setAnswer] = useState<{ key: string; times?: string[]; error?: unknown } | null>(null);
  useEffect(() => {
    if (!valid) return;
    let current = true;
    // Asked once the user pauses typing, not for every key stroke.
    const timer = setTimeout(() => {
      endpoints.schedulePreview(ws, JSON.parse(key) as Schedule).then(
        ({ fireTimes }) => current && setAnswer({ key, times: fireTimes }),
        (error: unknown) => current && setAnswer({ key, error }),
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [ws, key, valid]);
  const shown = answer?.key === key && valid ? answer : null;
  return (
    <div className="field" data-testid="fire-times" data-ready={shown?.times ? 'true' : 'false'}>
      <span>{t('trig.nextFireTimes')}</span>
      {!valid && <p className="muted">{t('trig.previewInvalid')}</p>}
      {valid && !shown && <p className="muted">{t('common.loading')}</p>}
      {shown?.error !== undefined && <ErrorText error={shown.error} />}
      {shown?.times && shown.times.length === 0 && <p className="muted">{t('trig.noFireTimes')}</p>}
      {shown?.times && shown.times.length > 0 && (
        <ol className="fire-times">
          {shown.times.map((iso) => {
            const text = fireTimeText(iso, locale);
            return (
              <li key={iso} data-time={iso}>
                <span>{text.utc}</span> <span className="muted">({text.local})</span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
});
