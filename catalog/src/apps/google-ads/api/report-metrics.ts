import { z } from 'zod';
import { microsToUnits } from '@tandem/catalog/sdk';

/** The metrics of report rows, money in whole currency units (the API's micros divided by 1,000,000). */
export const ReportMetrics = z.object({
  clicks: z.number(),
  impressions: z.number(),
  ctr: z.number(),
  conversions: z.number(),
  conversionsValue: z.number(),
  cost: z.number(),
  averageCpc: z.number(),
  costPerConversion: z.number(),
  allConversions: z.number(),
  allConversionsValue: z.number(),
  allConversionsFromInteractionsRate: z.number(),
  costPerAllConversions: z.number(),
  crossDeviceConversions: z.number(),
  valuePerConversion: z.number(),
  valuePerAllConversions: z.number(),
  viewThroughConversions: z.number(),
});
export type ReportMetrics = z.infer<typeof ReportMetrics>;

/** The GAQL fields of `ReportMetrics`. */
export const REPORT_METRIC_FIELDS = [
  'clicks', 'impressions', 'ctr', 'conversions', 'conversions_value', 'cost_micros', 'average_cpc', 'cost_per_conversion',
  'all_conversions', 'all_conversions_value', 'all_conversions_from_interactions_rate', 'cost_per_all_conversions',
  'cross_device_conversions', 'value_per_conversion', 'value_per_all_conversions', 'view_through_conversions',
].map((field) => `metrics.${field}`);

/** Reads the API's metrics (int64 as strings, money in micros) as numbers in units. */
export function reportMetrics(raw: unknown): ReportMetrics {
  const m = (raw ?? {}) as Record<string, string | number | undefined>;
  const n = (key: string) => Number(m[key] ?? 0);
  return {
    clicks: n('clicks'),
    impressions: n('impressions'),
    ctr: n('ctr'),
    conversions: n('conversions'),
    conversionsValue: n('conversionsValue'),
    cost: microsToUnits(m.costMicros ?? 0),
    averageCpc: microsToUnits(m.averageCpc ?? 0),
    costPerConversion: microsToUnits(m.costPerConversion ?? 0),
    allConversions: n('allConversions'),
    allConversionsValue: n('allConversionsValue'),
    allConversionsFromInteractionsRate: n('allConversionsFromInteractionsRate'),
    costPerAllConversions: microsToUnits(m.costPerAllConversions ?? 0),
    crossDeviceConversions: n('crossDeviceConversions'),
    valuePerConversion: n('valuePerConversion'),
    valuePerAllConversions: n('valuePerAllConversions'),
    viewThroughConversions: n('viewThroughConversions'),
  };
}
