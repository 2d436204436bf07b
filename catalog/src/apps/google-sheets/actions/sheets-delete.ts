import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { googleSheets } from '../app.js';
import { SheetTitle, SpreadsheetId } from '../sheets-schemas.js';
import { sheetIdOf } from './sheets-get-all.js';

export const SheetsDeleteSheetInput = z.object({ spreadsheetId: SpreadsheetId, sheetTitle: SheetTitle });
export type SheetsDeleteSheetInput = z.infer<typeof SheetsDeleteSheetInput>;

export const sheetsDeleteSheet = defineAction({
  app: googleSheets,
  id: 'sheets.delete',
  displayName: 'Delete sheet',
  description: 'Deletes a sheet (tab) of a spreadsheet with everything on it.',
  categories: ['Reporting'],
  // Sheets has no idempotency keys: a second attempt would do it twice (or fail).
  mutates: true,
  input: SheetsDeleteSheetInput,
  output: z.object({ spreadsheetId: z.string(), sheetId: z.number().int(), deleted: z.literal(true) }),
  async run({ input, http }) {
    const sheetId = await sheetIdOf(http, input.spreadsheetId, input.sheetTitle);
    await http.post(`/v4/spreadsheets/${encodeURIComponent(input.spreadsheetId)}:batchUpdate`, {
      body: { type: 'json', data: { requests: [{ deleteSheet: { sheetId } }] } },
      responseType: 'json',
    });
    return { spreadsheetId: input.spreadsheetId, sheetId, deleted: true as const };
  },
});
