import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { googleSheets } from '../app.js';
import { SheetTitle, SpreadsheetId } from '../sheets-schemas.js';

export const SheetsAddSheetInput = z.object({ spreadsheetId: SpreadsheetId, title: SheetTitle.describe('New sheet') });
export type SheetsAddSheetInput = z.infer<typeof SheetsAddSheetInput>;

/** The added sheet. */
export const SheetsAddSheetOutput = z.object({ spreadsheetId: z.string(), sheetId: z.number().int(), title: z.string() });
export type SheetsAddSheetOutput = z.infer<typeof SheetsAddSheetOutput>;

export const sheetsAddSheet = defineAction({
  app: googleSheets,
  id: 'sheets.add',
  displayName: 'Add sheet',
  description: 'Adds a sheet (tab) to a spreadsheet.',
  categories: ['Reporting'],
  // Sheets has no idempotency keys: a second attempt would do it twice (or fail).
  mutates: true,
  input: SheetsAddSheetInput,
  output: SheetsAddSheetOutput,
  async run({ input, http }) {
    const { body } = await http.post<{ spreadsheetId: string; replies: Array<{ addSheet: { properties: { sheetId: number; title: string } } }> }>(
      `/v4/spreadsheets/${encodeURIComponent(input.spreadsheetId)}:batchUpdate`,
      { body: { type: 'json', data: { requests: [{ addSheet: { properties: { title: input.title } } }] } }, responseType: 'json' },
    );
    const added = body.replies[0]?.addSheet.properties;
    return { spreadsheetId: body.spreadsheetId, sheetId: added?.sheetId ?? -1, title: added?.title ?? input.title };
  },
});
