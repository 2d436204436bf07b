import { z } from 'zod';
import { NonRetryableError, timeframe } from '../../sdk/index.js';

/** The report periods of seed 002 §9, the Marketing API's `date_preset` values. */
export const datePresets = [
  'today', 'yesterday', 'this_month', 'last_month', 'this_quarter', 'maximum', 'data_maximum', 'last_3d', 'last_7d', 'last_14d',
  'last_28d', 'last_30d', 'last_90d', 'last_week_mon_sun', 'last_week_sun_sat', 'last_quarter', 'last_year',
  'this_week_mon_today', 'this_week_sun_today', 'this_year',
] as const;

const IsoDate = z.iso.date();

/** A report period: a preset of the API, or days from and to (both included, none in the future). */
export const MetricsPeriod = timeframe(
  z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('preset'), preset: z.enum(datePresets) }),
      z.object({ type: z.literal('fromTo'), from: IsoDate, to: IsoDate }),
    ])
    .refine((period) => period.type !== 'fromTo' || period.from <= period.to, { message: 'The start date must not be after the end date', path: ['from'] })
    .default({ type: 'preset', preset: 'last_7d' })
    .describe('Metrics period'),
);
export type MetricsPeriod = z.infer<typeof MetricsPeriod>;

/** The Graph API's parameters of a period; an end in the future is cut at `today` (no future data exists). */
export function periodParams(period: MetricsPeriod, today: string = new Date().toISOString().slice(0, 10)): Record<string, unknown> {
  if (period.type === 'preset') return { date_preset: period.preset };
  if (period.from > today) throw new NonRetryableError('The metrics period must not lie in the future');
  return { time_range: { since: period.from, until: period.to > today ? today : period.to } };
}
