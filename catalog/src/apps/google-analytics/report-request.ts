import { z } from 'zod';

/** The Data API's largest page, and the default. */
export const REPORT_MAX_LIMIT = 250_000;
export const REPORT_DEFAULT_LIMIT = 10_000;

/** `YYYY-MM-DD`, `today`, `yesterday` or `NdaysAgo`. */
export const AnalyticsDate = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2}|today|yesterday|\d+daysAgo)$/, 'Use a date like 2026-11-23, today, yesterday or 7daysAgo');

export const AnalyticsDateRange = z.object({ startDate: AnalyticsDate, endDate: AnalyticsDate, name: z.string().optional() });
export type AnalyticsDateRange = z.infer<typeof AnalyticsDateRange>;

/** A Data API `FilterExpression` (and/or/not groups of field filters), passed on as it is. */
export const AnalyticsFilterExpression = z.record(z.string(), z.unknown()).describe('Data API FilterExpression');

export const AnalyticsOrderBy = z.object({
  desc: z.boolean().default(false),
  metric: z.object({ metricName: z.string().min(1) }).optional(),
  dimension: z.object({ dimensionName: z.string().min(1), orderType: z.enum(['ALPHANUMERIC', 'CASE_INSENSITIVE_ALPHANUMERIC', 'NUMERIC']).optional() }).optional(),
});

export const AnalyticsCohortSpec = z.object({
  cohorts: z.array(z.object({ name: z.string().optional(), dimension: z.literal('firstSessionDate').default('firstSessionDate'), dateRange: AnalyticsDateRange.omit({ name: true }) })).min(1),
  cohortsRange: z.object({
    granularity: z.enum(['DAILY', 'WEEKLY', 'MONTHLY']),
    startOffset: z.number().int().min(0).default(0),
    endOffset: z.number().int().min(0),
  }),
  cohortReportSettings: z.object({ accumulate: z.boolean().default(false) }).optional(),
});
export type AnalyticsCohortSpec = z.infer<typeof AnalyticsCohortSpec>;

export const AnalyticsRunReportInput = z
  .object({
    /** The property (`123456` or `properties/123456`); the connection's when absent. */
    propertyId: z.string().trim().regex(/^(properties\/)?\d+$/, 'Value must be a numeric string').transform((id) => id.replace(/^properties\//, '')).optional(),
    dateRanges: z.array(AnalyticsDateRange).max(4).default([]),
    dimensions: z.array(z.string().min(1)).max(9).default([]),
    metrics: z.array(z.string().min(1)).min(1).max(10),
    dimensionFilter: AnalyticsFilterExpression.optional(),
    metricFilter: AnalyticsFilterExpression.optional(),
    orderBys: z.array(AnalyticsOrderBy).default([]),
    /** Rows per request: at most 250,000. */
    limit: z.number().int().min(1).max(REPORT_MAX_LIMIT).default(REPORT_DEFAULT_LIMIT),
    offset: z.number().int().min(0).default(0),
    /** Read every row from the offset on, `limit` rows a request. */
    loadAllPages: z.boolean().default(false),
    metricAggregations: z.array(z.enum(['TOTAL', 'MINIMUM', 'MAXIMUM', 'COUNT'])).default([]),
    cohortSpec: AnalyticsCohortSpec.optional(),
    currencyCode: z.string().regex(/^[A-Z]{3}$/).optional(),
    keepEmptyRows: z.boolean().default(false),
    returnPropertyQuota: z.boolean().default(false),
  })
  .refine((input) => input.dateRanges.length > 0 || input.cohortSpec !== undefined, {
    message: 'Give at least one date range, or a cohort specification',
    path: ['dateRanges'],
  })
  .refine((input) => input.cohortSpec === undefined || input.dimensions.includes('cohort'), {
    message: 'A cohort report needs the dimension cohort',
    path: ['dimensions'],
  });
export type AnalyticsRunReportInput = z.infer<typeof AnalyticsRunReportInput>;

/** The `runReport` body of one page. */
export function runReportBody(input: AnalyticsRunReportInput, offset: number): Record<string, unknown> {
  const { propertyId: _, loadAllPages: __, dimensions, metrics, limit, ...rest } = input;
  return {
    ...rest,
    dateRanges: input.dateRanges.length > 0 ? input.dateRanges : undefined,
    dimensions: dimensions.map((name) => ({ name })),
    metrics: metrics.map((name) => ({ name })),
    metricAggregations: input.metricAggregations.length > 0 ? input.metricAggregations : undefined,
    orderBys: input.orderBys.length > 0 ? input.orderBys : undefined,
    limit: String(limit),
    offset: String(offset),
  };
}
