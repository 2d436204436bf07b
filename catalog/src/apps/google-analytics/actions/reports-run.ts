import { defineAction, NonRetryableError, readPages } from '@tandem/catalog/sdk';
import { googleAnalytics } from '../app.js';
import { AnalyticsRunReportInput, runReportBody } from '../report-request.js';
import { AnalyticsReport, type AnalyticsReportRow, reportRecords } from '../report-response.js';

/** At most this many requests for one report with all pages (10,000 rows each by default). */
export const REPORT_MAX_PAGES = 100;

type ApiReport = Omit<AnalyticsReport, 'records'>;

export const analyticsRunReport = defineAction({
  app: googleAnalytics,
  id: 'reports.run',
  displayName: 'Run report',
  description:
    'Runs a report on a Google Analytics 4 property: metrics by dimensions over date ranges or cohorts, with filters, sorting, totals, minimums and maximums. Up to 250,000 rows a request; can read all pages.',
  categories: ['Reporting'],
  mutates: false,
  input: AnalyticsRunReportInput,
  output: AnalyticsReport,
  async run({ input, config, http }) {
    const propertyId = input.propertyId ?? config.propertyId;
    if (propertyId === undefined) throw new NonRetryableError('Choose a Google Analytics property, in the step or in the connection');
    const path = `/v1beta/properties/${propertyId}:runReport`;
    const fetchPage = async (offset: number) =>
      (await http.post<Partial<ApiReport>>(path, { body: { type: 'json', data: runReportBody(input, offset) }, responseType: 'json' })).body;
    const first = AnalyticsReport.omit({ records: true }).parse(await fetchPage(input.offset));
    const more = (offset: number) => (input.loadAllPages && first.rows.length > 0 && offset < first.rowCount ? offset : undefined);
    const read = async (offset: number) => {
      const page = offset === input.offset ? first.rows : ((await fetchPage(offset)).rows ?? []).map((row): AnalyticsReportRow => ({ dimensionValues: row.dimensionValues ?? [], metricValues: row.metricValues ?? [] }));
      return { items: page, next: page.length === 0 ? undefined : more(offset + page.length) };
    };
    const rows = await readPages(input.offset, read, { maxPages: REPORT_MAX_PAGES, tooManyPages: `The report has more than ${REPORT_MAX_PAGES} pages of ${input.limit} rows; narrow it or raise the limit` });
    return { ...first, rows, records: reportRecords(first, rows) };
  },
});
