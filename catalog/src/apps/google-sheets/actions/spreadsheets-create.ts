import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { googleSheets } from '../app.js';
import { SheetTitle } from '../sheets-schemas.js';

export const SheetsCreateSpreadsheetInput = z.object({
  title: z.string().trim().min(1).max(200).describe('Title'),
  /** The sheets to start with (default: one sheet, "Sheet1"). */
  sheetTitles: z.array(SheetTitle).max(50).default([]).describe('Sheets'),
});
export type SheetsCreateSpreadsheetInput = z.infer<typeof SheetsCreateSpreadsheetInput>;

export const SheetsCreateSpreadsheetOutput = z.object({
  spreadsheetId: z.string(),
  spreadsheetUrl: z.string(),
  title: z.string(),
  sheets: z.array(z.object({ sheetId: z.number().int(), title: z.string() })),
});
export type SheetsCreateSpreadsheetOutput = z.infer<typeof SheetsCreateSpreadsheetOutput>;

interface Spreadsheet {
  spreadsheetId: string;
  spreadsheetUrl: string;
  properties: { title: string };
  sheets: Array<{ properties: { sheetId: number; title: string } }>;
}

export const sheetsCreateSpreadsheet = defineAction({
  app: googleSheets,
  id: 'spreadsheets.create',
  displayName: 'Create spreadsheet',
  description: 'Creates a spreadsheet in the connected Google account’s Drive, with the sheets named.',
  categories: ['Reporting'],
  // Sheets has no idempotency keys: a second attempt would do it twice (or fail).
  mutates: true,
  input: SheetsCreateSpreadsheetInput,
  output: SheetsCreateSpreadsheetOutput,
  async run({ input, http }) {
    const data = { properties: { title: input.title }, sheets: input.sheetTitles.map((title) => ({ properties: { title } })) };
    const { body } = await http.post<Spreadsheet>('/v4/spreadsheets', { body: { type: 'json', data }, responseType: 'json' });
    return {
      spreadsheetId: body.spreadsheetId,
      spreadsheetUrl: body.spreadsheetUrl,
      title: body.properties.title,
      sheets: body.sheets.map(({ properties }) => ({ sheetId: properties.sheetId, title: properties.title })),
    };
  },
});
