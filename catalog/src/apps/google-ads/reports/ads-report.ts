import { z } from 'zod';
import { type AnyApp, defineAction, type HttpClient } from '@tandem/catalog/sdk';
import { type AdsAccount, type GoogleAdsRow, searchStream } from '../api/ads-api.js';
import { gaql } from '../api/gaql.js';
import { DEFAULT_METRICS_PERIOD, MetricsPeriod, periodCondition } from '../api/metrics-period.js';
import { REPORT_METRIC_FIELDS } from '../api/report-metrics.js';

/** Statuses of campaigns, ad groups, ads, keywords and asset groups. */
export const AdsStatus = z.enum(['ENABLED', 'PAUSED', 'REMOVED']);
export type AdsStatus = z.infer<typeof AdsStatus>;

/** A campaign or ad group a report row belongs to. */
export const AdsRef = z.object({ resourceName: z.string(), id: z.string().optional(), name: z.string().optional(), status: z.string().optional() });
export type AdsRef = z.infer<typeof AdsRef>;

/** The row's resource of a GAQL answer (`row.campaign`), or an empty object. */
export const part = (row: GoogleAdsRow, key: string): Record<string, unknown> => (row[key] ?? {}) as Record<string, unknown>;
/** A reference of a row part (`campaign`, `adGroup`) or undefined. */
export const refOf = (row: GoogleAdsRow, key: string): AdsRef | undefined => {
  const p = part(row, key);
  return typeof p.resourceName === 'string' ? (p as AdsRef) : undefined;
};

/** The shared input of reports: the period (default: the last 30 days). */
export const ReportPeriodInput = { metricsPeriod: MetricsPeriod.default(DEFAULT_METRICS_PERIOD) };

export interface ReportQuery<I> {
  /** The GAQL resource after FROM. */
  from: string;
  /** The fields besides metrics. */
  fields: readonly string[];
  /** Whether to select the report metrics and filter by the period (default true). */
  metrics?: boolean;
  where?: (input: I) => Array<string | undefined | false>;
  orderBy?: string;
  limit?: (input: I) => number | undefined;
  /** The whole query, for reports whose user writes it. */
  query?: (input: I) => string;
}

/** The GAQL of a report for its input. */
export function reportQuery<I extends { metricsPeriod?: MetricsPeriod }>(spec: ReportQuery<I>, input: I): string {
  if (spec.query) return spec.query(input);
  const metrics = spec.metrics ?? true;
  return gaql({
    select: [...spec.fields, ...(metrics ? REPORT_METRIC_FIELDS : [])],
    from: spec.from,
    where: [...(metrics && input.metricsPeriod ? [periodCondition(input.metricsPeriod)] : []), ...(spec.where?.(input) ?? [])],
    ...(spec.orderBy ? { orderBy: spec.orderBy } : {}),
    ...(spec.limit?.(input) === undefined ? {} : { limit: spec.limit(input)! }),
  });
}

/** A report, declared once and offered by the Ads app (one account) and the manager app (every linked account). */
export interface AdsReportSpec<S extends z.ZodRawShape, R extends z.ZodType> extends ReportQuery<z.output<z.ZodObject<S>>> {
  displayName: string;
  description: string;
  input: S;
  row: R;
  toRow: (row: GoogleAdsRow, input: z.output<z.ZodObject<S>>) => z.input<R>;
  /** Refuses input that depends on the day (e.g. how old a period may be); throws a NonRetryableError. */
  check?: (input: z.output<z.ZodObject<S>>) => void;
}

/** Declares a report (typed by its input shape and row schema). */
export const adsReport = <S extends z.ZodRawShape, R extends z.ZodType>(spec: AdsReportSpec<S, R>): AdsReportSpec<S, R> => spec;

/** Runs a report's query on one account and maps its rows (every batch of the stream read). */
export async function reportRows<S extends z.ZodRawShape, R extends z.ZodType>(
  spec: AdsReportSpec<S, R>,
  http: HttpClient,
  account: AdsAccount,
  input: z.output<z.ZodObject<S>>,
): Promise<Array<z.input<R>>> {
  spec.check?.(input);
  const rows = await searchStream(http, account, reportQuery(spec, input as z.output<z.ZodObject<S>> & { metricsPeriod?: MetricsPeriod }));
  return rows.map((row) => spec.toRow(row, input));
}

/** The report as a read-only action of an app whose connection names one account. */
export function defineAdsReport<A extends AnyApp, S extends z.ZodRawShape, R extends z.ZodType>(app: A, id: string, spec: AdsReportSpec<S, R>, accountOf: (config: never) => AdsAccount) {
  return defineAction({
    app,
    id,
    displayName: spec.displayName,
    description: spec.description,
    categories: ['Reporting'],
    mutates: false,
    input: z.object(spec.input),
    output: z.object({ rows: z.array(spec.row) }),
    async run({ input, config, http }) {
      return { rows: await reportRows(spec, http, accountOf(config as never), input as z.output<z.ZodObject<S>>) };
    },
  });
}
