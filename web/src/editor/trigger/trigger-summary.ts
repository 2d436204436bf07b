import type { Schedule, Trigger, Weekday } from '../../flow/types';
import type { Translate } from '../../i18n/translate';

const pad = (n: number) => String(n).padStart(2, '0');
export const hourText = (hour: number) => `${pad(hour)}:00`;

/** Weekdays in short words ("Mon, Wed"), or "every day" for none. */
export function weekdaysText(days: readonly Weekday[], t: Translate): string {
  return days.length === 0 ? t('trig.everyDay') : days.map((d) => t(`trig.day.${d}`)).join(', ');
}

/** A schedule in words: "Every day at 04:00 UTC", "Every 6 hours", … */
export function scheduleText(schedule: Schedule, t: Translate): string {
  switch (schedule.kind) {
    case 'unselected':
      return t('trig.sum.unselected');
    case 'daily':
      return schedule.weekdays.length === 0
        ? t('trig.sum.daily', { hour: hourText(schedule.hour) })
        : t('trig.sum.dailyOn', { days: weekdaysText(schedule.weekdays, t), hour: hourText(schedule.hour) });
    case 'hourly':
      return schedule.everyHours === 1 ? t('trig.sum.hourly1') : t('trig.sum.hourly', { n: schedule.everyHours });
    case 'weekly':
      return t(schedule.weeksBetweenRuns === 1 ? 'trig.sum.weekly1' : 'trig.sum.weekly', {
        n: schedule.weeksBetweenRuns,
        days: weekdaysText(schedule.weekdays, t),
        hour: hourText(schedule.hour),
      });
    case 'monthly':
      return t('trig.sum.monthly', { day: schedule.dayOfMonth, hour: hourText(schedule.hour) });
    case 'dates':
      return schedule.dates.length === 0 ? t('trig.sum.noDates') : t('trig.sum.dates', { dates: schedule.dates.map((d) => d.replace('T', ' ').replace(/:00(\.000)?Z$/, ' UTC')).join(', ') });
    case 'cron':
      return t('trig.sum.cron', { expression: schedule.expression });
  }
}

/** What the trigger node says: what starts the flow, in a few words. */
export function triggerText(trigger: Trigger, t: Translate): string {
  switch (trigger.type) {
    case 'manual':
      return t('trig.sum.manual');
    case 'webhook':
      return t('trig.sum.webhook');
    case 'schedule':
      return scheduleText(trigger.schedule, t);
    case 'changeWatch':
      return t('trig.sum.watch', { change: t(`trig.change.${trigger.changeType}`), action: `${trigger.app} · ${trigger.action}`, minutes: trigger.frequencyMinutes });
    case 'runFailed':
      return `${t('trigger.runFailed')}: ${trigger.flows === 'any' ? t('trigger.runFailedAny') : trigger.flows.length === 1 ? t('trigger.runFailedOne') : t('trigger.runFailedSome', { count: trigger.flows.length })}`;
  }
}
