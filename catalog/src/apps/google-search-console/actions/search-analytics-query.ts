import { z } from 'zod';
import { defineAction, readPages } from '@tandem/catalog/sdk';
import { googleSearchConsole } from '../app.js';
import { PropertyInput, resolveProperty, sitePath } from '../property.js';

/** The most rows one `searchAnalytics.query` call returns; more are read with `startRow`. */
export const SEARCH_ANALYTICS_PAGE_SIZE = 25_000;

export const SearchConsoleDimension = z.enum(['page', 'query', 'device', 'country']);
export type SearchConsoleDimension = z.infer<typeof SearchConsoleDimension>;

/** A day (`2026-11-16`) or a date-time, whose day is taken (`now` and date operators give date-times). */
export const SearchConsoleDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).transform((date) => date.slice(0, 10));

export const SearchConsoleFilter = z.object({
  dimension: SearchConsoleDimension,
  operator: z.enum(['equals', 'notEquals', 'contains', 'notContains', 'includingRegex', 'excludingRegex']).default('equals'),
  expression: z.string().min(1),
});
export type SearchConsoleFilter = z.infer<typeof SearchConsoleFilter>;

export const SearchConsoleQueryInput = z.object({
  property: PropertyInput,
  startDate: SearchConsoleDate.describe('Start date'),
  endDate: SearchConsoleDate.describe('End date'),
  /** The segments each row is split by; at least one. */
  dimensions: z.array(SearchConsoleDimension).min(1, 'Choose at least one of page, query, device and country').describe('Segments'),
  searchType: z.enum(['web', 'image', 'video', 'news', 'discover', 'googleNews']).default('web'),
  filters: z.array(SearchConsoleFilter).default([]),
  /** `all` includes fresh data that may still change. */
  dataState: z.enum(['final', 'all']).default('final'),
  /** Rows to return at most; read in pages of 25,000. */
  limit: z.number().int().min(1).max(100_000).default(1000),
});
export type SearchConsoleQueryInput = z.infer<typeof SearchConsoleQueryInput>;

export const SearchConsoleRow = z.object({
  page: z.string().optional(),
  query: z.string().optional(),
  device: z.enum(['MOBILE', 'DESKTOP', 'TABLET']).optional(),
  country: z.string().optional().describe('ISO 3166-1 alpha-3 code, lower case'),
  clicks: z.number(),
  impressions: z.number(),
  ctr: z.number().min(0).max(1),
  position: z.number(),
});
export type SearchConsoleRow = z.infer<typeof SearchConsoleRow>;

export const SearchConsoleQueryOutput = z.object({ rows: z.array(SearchConsoleRow), rowCount: z.number().int() });
export type SearchConsoleQueryOutput = z.infer<typeof SearchConsoleQueryOutput>;

interface ApiRow {
  keys?: string[];
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
}

export const searchConsoleQuery = defineAction({
  app: googleSearchConsole,
  id: 'searchAnalytics.query',
  displayName: 'Search performance report',
  description: 'Clicks, impressions, click-through rate and average position of the property in Google Search, split by page, query, device or country.',
  categories: ['SEO', 'Reporting'],
  mutates: false,
  input: SearchConsoleQueryInput,
  output: SearchConsoleQueryOutput,
  async run({ input, config, http }) {
    const property = resolveProperty(input.property, config);
    const base = {
      startDate: input.startDate,
      endDate: input.endDate,
      dimensions: input.dimensions,
      type: input.searchType,
      dataState: input.dataState,
      ...(input.filters.length > 0 ? { dimensionFilterGroups: [{ groupType: 'and', filters: input.filters }] } : {}),
    };
    const read = async (startRow: number, wanted: number) => {
      const rowLimit = Math.min(SEARCH_ANALYTICS_PAGE_SIZE, wanted);
      const { body } = await http.post<{ rows?: ApiRow[] }>(`${sitePath(property)}/searchAnalytics/query`, {
        body: { type: 'json', data: { ...base, rowLimit, startRow } },
        responseType: 'json',
      });
      const page = body.rows ?? [];
      const items = page.map(({ keys = [], ...metrics }): SearchConsoleRow => ({ ...Object.fromEntries(input.dimensions.map((dimension, i) => [dimension, keys[i]])), ...metrics }));
      return { items, next: page.length < rowLimit ? undefined : startRow + page.length };
    };
    const rows = await readPages(0, read, { maxItems: input.limit, maxPages: Math.ceil(input.limit / SEARCH_ANALYTICS_PAGE_SIZE) });
    return { rows, rowCount: rows.length };
  },
});
