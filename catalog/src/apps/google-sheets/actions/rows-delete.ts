import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { googleSheets } from '../app.js';
import { SheetTitle, SpreadsheetId } from '../sheets-schemas.js';
import { sheetIdOf } from './sheets-get-all.js';

export const SheetsDeleteRowsInput = z
  .object({
    spreadsheetId: SpreadsheetId,
    sheetTitle: SheetTitle,
    startRow: z.number().int().min(1).describe('From row'),
    /** The last row deleted (default: only the start row). */
    endRow: z.number().int().min(1).optional().describe('To row'),
  })
  .refine((input) => input.endRow === undefined || input.endRow >= input.startRow, { message: 'The last row comes after the first', path: ['endRow'] });
export type SheetsDeleteRowsInput = z.infer<typeof SheetsDeleteRowsInput>;

export const SheetsDeleteRowsOutput = z.object({ sheetId: z.number().int(), deletedRows: z.number().int() });
export type SheetsDeleteRowsOutput = z.infer<typeof SheetsDeleteRowsOutput>;

export const sheetsDeleteRows = defineAction({
  app: googleSheets,
  id: 'rows.delete',
  displayName: 'Delete rows',
  description: 'Deletes rows of a sheet; the rows below move up.',
  categories: ['Reporting'],
  // Sheets has no idempotency keys: a second attempt would do it twice (or fail).
  mutates: true,
  input: SheetsDeleteRowsInput,
  output: SheetsDeleteRowsOutput,
  async run({ input, http }) {
    const sheetId = await sheetIdOf(http, input.spreadsheetId, input.sheetTitle);
    const endRow = input.endRow ?? input.startRow;
    const range = { sheetId, dimension: 'ROWS', startIndex: input.startRow - 1, endIndex: endRow };
    await http.post(`/v4/spreadsheets/${encodeURIComponent(input.spreadsheetId)}:batchUpdate`, {
      body: { type: 'json', data: { requests: [{ deleteDimension: { range } }] } },
      responseType: 'json',
    });
    return { sheetId, deletedRows: endRow - input.startRow + 1 };
  },
});
