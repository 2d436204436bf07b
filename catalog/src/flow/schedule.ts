import { z } from 'zod';
import { cronExpressionIssues } from './cron-expression.js';

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const Weekday = z.enum(weekdays);
export type Weekday = z.infer<typeof Weekday>;

/** Hour of day in UTC, 0–23, default 4. */
export const ScheduleHour = z.number().int().min(0, 'Hour must be between 0 and 23').max(23, 'Hour must be between 0 and 23').default(4);
/** Empty means every day. */
const Weekdays = z.array(Weekday).default([]);

export const UnselectedSchedule = z.object({ kind: z.literal('unselected') });
export const DailySchedule = z.object({ kind: z.literal('daily'), hour: ScheduleHour, weekdays: Weekdays });
export const HourlySchedule = z.object({
  kind: z.literal('hourly'),
  everyHours: z.number().int().min(1, 'The hourly interval must be a whole number of at least 1'),
});
export const WeeklySchedule = z.object({
  kind: z.literal('weekly'),
  weeksBetweenRuns: z.number().int().min(1, 'Weeks between runs must be between 1 and 4').max(4, 'Weeks between runs must be between 1 and 4'),
  weekdays: Weekdays,
  hour: ScheduleHour,
});
export const MonthlySchedule = z.object({
  kind: z.literal('monthly'),
  dayOfMonth: z.number().int().min(1, 'Day of month must be between 1 and 31').max(31, 'Day of month must be between 1 and 31'),
  hour: ScheduleHour,
});
export const DatesSchedule = z.object({
  kind: z.literal('dates'),
  dates: z.array(z.iso.datetime({ offset: true })).max(1, 'At most 1 date can be selected'),
});
export const CronSchedule = z.object({
  kind: z.literal('cron'),
  /** 5 to 7 fields, each as Temporal Schedules read it (cron-expression.ts). */
  expression: z
    .string()
    .max(500, 'A cron expression has at most 500 characters')
    .superRefine((text, ctx) => {
      for (const message of cronExpressionIssues(text)) ctx.addIssue({ code: 'custom', message });
    }),
});

/** Schedule kinds of docs/flow-language.md § Triggers. */
export const Schedule = z.discriminatedUnion('kind', [
  UnselectedSchedule,
  DailySchedule,
  HourlySchedule,
  WeeklySchedule,
  MonthlySchedule,
  DatesSchedule,
  CronSchedule,
]);
export type Schedule = z.infer<typeof Schedule>;
export type ScheduleInput = z.input<typeof Schedule>;
