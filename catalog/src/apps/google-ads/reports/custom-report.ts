import { z } from 'zod';
import { textArea } from '@tandem/catalog/sdk';
import { adsReport } from './ads-report.js';

/** A GAQL query as the user writes it; the API checks its fields. */
export const GaqlQueryText = textArea(
  z
    .string()
    .trim()
    .regex(/^SELECT\s[\s\S]+\sFROM\s+[a-z_]+/i, 'Write a Google Ads query: SELECT fields FROM resource [WHERE …] [ORDER BY …] [LIMIT …]')
    .describe('Query (GAQL)'),
);

export const customReport = adsReport({
  displayName: 'Custom report',
  description: 'Runs any Google Ads Query Language (GAQL) query and answers its rows as the API gives them (money in micros).',
  input: { query: GaqlQueryText },
  from: '',
  fields: [],
  query: (input) => input.query,
  row: z.record(z.string(), z.unknown()),
  toRow: (row) => row,
});
