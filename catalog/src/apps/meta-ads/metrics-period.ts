import { DateTime } from 'luxon';
import { z } from 'zod';
import { timeframe } from '@tandem/catalog/sdk';
import { MetricsPeriod as SharedMetricsPeriod, metricsPeriodRange } from '../shared/index.js';

/** The report periods a step may choose: the Marketing API's `date_preset` values. */
export const datePresets = [
  'today', 'yesterday', 'this_month', 'last_month', 'this_quarter', 'maximum', 'data_maximum', 'last_3d', 'last_7d', 'last_14d',
  'last_28d', 'last_30d', 'last_90d', 'last_week_mon_sun', 'last_week_sun_sat', 'last_quarter', 'last_year',
  'this_week_mon_today', 'this_week_sun_today', 'this_year',
] as const;

const [FromTo, , Timeframe] = SharedMetricsPeriod.options;

/**
 * A report period: a preset of the Marketing API, two dates, or a timeframe (relative or fixed) that
 * never reaches into the future (the shared metrics period of the ads apps, without Google's constants).
 */
export const MetricsPeriod = timeframe(
  z
    .discriminatedUnion('type', [z.object({ type: z.literal('preset'), preset: z.enum(datePresets) }), FromTo, Timeframe])
    .default({ type: 'preset', preset: 'last_7d' })
    .describe('Metrics period'),
);
export type MetricsPeriod = z.infer<typeof MetricsPeriod>;

/** The Graph API's parameters of a period: `date_preset`, or `time_range` with its end cut at today. */
export function periodParams(period: MetricsPeriod, now: DateTime = DateTime.utc()): Record<string, unknown> {
  if (period.type === 'preset') return { date_preset: period.preset };
  const range = period.type === 'fromTo' ? metricsPeriodRange({ type: 'timeframe', timeframe: { start: period.from, end: period.to } }, now) : metricsPeriodRange(period, now);
  return { time_range: { since: range.from, until: range.to } };
}
