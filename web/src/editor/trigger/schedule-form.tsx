import { memo } from 'react';
import { catchUpPolicies, weekdays, type CatchUp, type ScheduleTrigger } from '@tandem/catalog';
import type { z } from 'zod';
import type { Schedule, Weekday } from '../../flow/types';
import { useI18n } from '../../i18n/i18n-context';
import { FieldIssue } from './field-issue';
import { SchedulePreviewList } from './schedule-preview';
import { hourText } from './trigger-summary';

type ScheduleTriggerValue = z.infer<typeof ScheduleTrigger>;
const kinds = ['unselected', 'daily', 'hourly', 'weekly', 'monthly', 'dates', 'cron'] as const satisfies readonly Schedule['kind'][];
const hours = Array.from({ length: 24 }, (_, h) => h);

/** A schedule of each kind with its usual values (docs/flow-language.md § Triggers). */
export function scheduleOfKind(kind: Schedule['kind'], from: Schedule): Schedule {
  const hour = 'hour' in from ? from.hour : 4;
  const days = 'weekdays' in from ? from.weekdays : [];
  switch (kind) {
    case 'unselected':
      return { kind };
    case 'daily':
      return { kind, hour, weekdays: days };
    case 'hourly':
      return { kind, everyHours: 1 };
    case 'weekly':
      return { kind, weeksBetweenRuns: 1, weekdays: days.length ? days : ['monday'], hour };
    case 'monthly':
      return { kind, dayOfMonth: 1, hour };
    case 'dates':
      return { kind, dates: [] };
    case 'cron':
      return { kind, expression: '0 4 * * *' };
  }
}

/** The hour in UTC with the user's own time beside it ("04:00 UTC · 05:00 Europe/Berlin"). */
export function localHourText(hour: number, locale: string): string {
  const today = new Date();
  const at = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), hour));
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const local = at.toLocaleTimeString(locale === 'de' ? 'de-DE' : 'en-GB', { hour: '2-digit', minute: '2-digit' });
  return `${hourText(hour)} UTC · ${local} ${zone}`;
}

const nums = (text: string) => (text === '' ? Number.NaN : Number(text));

/** The schedule trigger's form: the kind, its fields, the catch-up policy and the next fire times. */
export const ScheduleForm = memo(function ScheduleForm({
  ws,
  trigger,
  issues,
  onChange,
}: {
  ws: string;
  trigger: ScheduleTriggerValue;
  issues: Record<string, string>;
  onChange: (trigger: ScheduleTriggerValue) => void;
}) {
  const { t, locale } = useI18n();
  const schedule = trigger.schedule;
  const set = (next: Schedule) => onChange({ ...trigger, schedule: next });
  const patch = (fields: Partial<Record<string, unknown>>) => set({ ...schedule, ...fields } as Schedule);
  const issue = (field: string) => <FieldIssue message={issues[`schedule.${field}`]} />;

  const hourField = 'hour' in schedule && (
    <label className="field">
      <span>{t('trig.hour')}</span>
      <select aria-label={t('trig.hour')} value={schedule.hour} onChange={(e) => patch({ hour: Number(e.target.value) })}>
        {hours.map((h) => (
          <option key={h} value={h}>
            {localHourText(h, locale)}
          </option>
        ))}
      </select>
      {issue('hour')}
    </label>
  );
  const weekdayField = 'weekdays' in schedule && (
    <fieldset className="field plain" aria-label={t('trig.weekdays')}>
      <span>{t('trig.weekdays')}</span>
      <div className="row wrap">
        {weekdays.map((day: Weekday) => (
          <label key={day} className="row">
            <input
              type="checkbox"
              checked={schedule.weekdays.includes(day)}
              onChange={(e) => patch({ weekdays: e.target.checked ? weekdays.filter((d) => d === day || schedule.weekdays.includes(d)) : schedule.weekdays.filter((d) => d !== day) })}
            />
            {t(`trig.day.${day}`)}
          </label>
        ))}
      </div>
      <small className="muted">{t('trig.weekdaysHelp')}</small>
      {issue('weekdays')}
    </fieldset>
  );

  return (
    <div data-testid="schedule-form">
      <label className="field">
        <span>{t('trig.kind')}</span>
        <select aria-label={t('trig.kind')} value={schedule.kind} onChange={(e) => set(scheduleOfKind(e.target.value as Schedule['kind'], schedule))}>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`trig.kind.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      {schedule.kind === 'hourly' && (
        <label className="field">
          <span>{t('trig.everyHours')}</span>
          <input type="number" min={1} step={1} aria-label={t('trig.everyHours')} value={Number.isNaN(schedule.everyHours) ? '' : schedule.everyHours} onChange={(e) => patch({ everyHours: nums(e.target.value) })} />
          {issue('everyHours')}
        </label>
      )}
      {schedule.kind === 'weekly' && (
        <label className="field">
          <span>{t('trig.weeksBetweenRuns')}</span>
          <select aria-label={t('trig.weeksBetweenRuns')} value={schedule.weeksBetweenRuns} onChange={(e) => patch({ weeksBetweenRuns: Number(e.target.value) })}>
            {[1, 2, 3, 4].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          {issue('weeksBetweenRuns')}
        </label>
      )}
      {schedule.kind === 'monthly' && (
        <label className="field">
          <span>{t('trig.dayOfMonth')}</span>
          <input type="number" min={1} max={31} step={1} aria-label={t('trig.dayOfMonth')} value={Number.isNaN(schedule.dayOfMonth) ? '' : schedule.dayOfMonth} onChange={(e) => patch({ dayOfMonth: nums(e.target.value) })} />
          <small className="muted">{t('trig.dayOfMonthHelp')}</small>
          {issue('dayOfMonth')}
        </label>
      )}
      {weekdayField}
      {hourField}
      {schedule.kind === 'dates' && <DatesField dates={schedule.dates} issue={issues['schedule.dates'] ?? Object.entries(issues).find(([k]) => k.startsWith('schedule.dates.'))?.[1]} onChange={(dates) => patch({ dates })} />}
      {schedule.kind === 'cron' && (
        <label className="field">
          <span>{t('trig.cron')}</span>
          <input className="mono" aria-label={t('trig.cron')} value={schedule.expression} onChange={(e) => patch({ expression: e.target.value })} />
          <small className="muted">{t('trig.cronHelp')}</small>
          {issue('expression')}
        </label>
      )}
      <CatchUpField trigger={trigger} issues={issues} onChange={onChange} />
      <SchedulePreviewList ws={ws} schedule={schedule} valid={Object.keys(issues).length === 0} />
    </div>
  );
});

/** Specific dates, each a UTC date and time. */
function DatesField({ dates, issue, onChange }: { dates: readonly string[]; issue: string | undefined; onChange: (dates: string[]) => void }) {
  const { t } = useI18n();
  return (
    <div className="field">
      <span>{t('trig.dates')}</span>
      {dates.map((date, i) => (
        <div key={i} className="row">
          <input
            type="datetime-local"
            aria-label={t('trig.dateN', { n: i + 1 })}
            value={date.slice(0, 16)}
            onChange={(e) => onChange(dates.map((d, j) => (j === i ? (e.target.value ? `${e.target.value}:00Z` : '') : d)))}
          />
          <span className="muted">UTC</span>
          <button type="button" className="link" onClick={() => onChange(dates.filter((_, j) => j !== i))}>
            {t('common.delete')}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange([...dates, `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 11)}09:00:00Z`])}>
        {t('trig.addDate')}
      </button>
      <FieldIssue message={issue} />
    </div>
  );
}

/**
 * After downtime: one run for all fires missed within the window (default), every missed fire of the
 * window one after the other, or none (docs/flow-language.md § Triggers). The window is 60 minutes unless set.
 */
function CatchUpField({ trigger, issues, onChange }: { trigger: ScheduleTriggerValue; issues: Record<string, string>; onChange: (trigger: ScheduleTriggerValue) => void }) {
  const { t } = useI18n();
  const catchUp = trigger.catchUp ?? { policy: 'once' as const };
  const windowMinutes = catchUp.windowMinutes;
  return (
    <div className="field">
      <label className="field">
        <span>{t('trig.catchUp')}</span>
        <select
          aria-label={t('trig.catchUp')}
          value={catchUp.policy}
          onChange={(e) => {
            const policy = e.target.value as CatchUp['policy'];
            onChange({ ...trigger, catchUp: policy !== 'skip' && windowMinutes !== undefined ? { policy, windowMinutes } : { policy } });
          }}
        >
          {catchUpPolicies.map((policy) => (
            <option key={policy} value={policy}>
              {t(`trig.catchUp.${policy}`)}
            </option>
          ))}
        </select>
        <FieldIssue message={issues['catchUp.policy']} />
      </label>
      {catchUp.policy !== 'skip' && (
        <label className="field">
          <span>{t('trig.catchUpWindow')}</span>
          <input
            type="number"
            min={1}
            max={1440}
            step={1}
            placeholder="60"
            aria-label={t('trig.catchUpWindow')}
            value={windowMinutes === undefined || Number.isNaN(windowMinutes) ? '' : windowMinutes}
            onChange={(e) => onChange({ ...trigger, catchUp: e.target.value === '' ? { policy: catchUp.policy } : { policy: catchUp.policy, windowMinutes: Number(e.target.value) } })}
          />
          <FieldIssue message={issues['catchUp.windowMinutes']} />
        </label>
      )}
    </div>
  );
}
