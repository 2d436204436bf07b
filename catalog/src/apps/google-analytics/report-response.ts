import { z } from 'zod';

const Value = z.object({ value: z.string().optional() });

/** One row of a report: dimension values and metric values (strings, as the Data API sends them). */
export const AnalyticsReportRow = z.object({ dimensionValues: z.array(Value).default([]), metricValues: z.array(Value).default([]) });
export type AnalyticsReportRow = z.infer<typeof AnalyticsReportRow>;

export const AnalyticsMetricType = z.enum([
  'METRIC_TYPE_UNSPECIFIED', 'TYPE_INTEGER', 'TYPE_FLOAT', 'TYPE_SECONDS', 'TYPE_MILLISECONDS', 'TYPE_MINUTES', 'TYPE_HOURS',
  'TYPE_STANDARD', 'TYPE_CURRENCY', 'TYPE_FEET', 'TYPE_MILES', 'TYPE_METERS', 'TYPE_KILOMETERS',
]);
export type AnalyticsMetricType = z.infer<typeof AnalyticsMetricType>;

export const AnalyticsReportMetadata = z.object({
  currencyCode: z.string().optional(),
  timeZone: z.string().optional(),
  emptyReason: z.string().optional(),
  dataLossFromOtherRow: z.boolean().optional(),
  subjectToThresholding: z.boolean().optional(),
  samplingMetadatas: z.array(z.object({ samplesReadCount: z.string().optional(), samplingSpaceSize: z.string().optional() })).optional(),
  schemaRestrictionResponse: z
    .object({ activeMetricRestrictions: z.array(z.object({ metricName: z.string().optional(), restrictedMetricTypes: z.array(z.string()).optional() })).optional() })
    .optional(),
});
export type AnalyticsReportMetadata = z.infer<typeof AnalyticsReportMetadata>;

/**
 * The Data API's `runReport` answer, and `records`: each row as one object keyed by the
 * header names, metric values as numbers, for the steps that follow.
 */
export const AnalyticsReport = z.object({
  dimensionHeaders: z.array(z.object({ name: z.string() })).default([]),
  metricHeaders: z.array(z.object({ name: z.string(), type: AnalyticsMetricType.or(z.string()) })).default([]),
  rows: z.array(AnalyticsReportRow).default([]),
  totals: z.array(AnalyticsReportRow).default([]),
  maximums: z.array(AnalyticsReportRow).default([]),
  minimums: z.array(AnalyticsReportRow).default([]),
  rowCount: z.number().int().default(0),
  metadata: AnalyticsReportMetadata.default({}),
  propertyQuota: z.record(z.string(), z.unknown()).optional(),
  kind: z.string().optional(),
  records: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type AnalyticsReport = z.infer<typeof AnalyticsReport>;

/** The rows as objects: `{ date: '20261116', sessions: 120 }`. */
export function reportRecords(report: Pick<AnalyticsReport, 'dimensionHeaders' | 'metricHeaders'>, rows: readonly AnalyticsReportRow[]): AnalyticsReport['records'] {
  return rows.map((row) => ({
    ...Object.fromEntries(report.dimensionHeaders.map((h, i) => [h.name, row.dimensionValues[i]?.value ?? ''])),
    ...Object.fromEntries(report.metricHeaders.map((h, i) => [h.name, Number(row.metricValues[i]?.value ?? 0)])),
  }));
}
