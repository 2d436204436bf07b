import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { sheetRange } from '../a1-notation.js';
import { googleSheets } from '../app.js';
import { cellRows, valuesPath } from '../sheet-values.js';
import { RowsToWrite, SheetTitle, SpreadsheetId, UpdatedValues, ValueInputOption } from '../sheets-schemas.js';

export const SheetsAppendRowsInput = z.object({
  spreadsheetId: SpreadsheetId,
  sheetTitle: SheetTitle,
  rows: RowsToWrite.describe('Rows'),
  valueInputOption: ValueInputOption,
});
export type SheetsAppendRowsInput = z.infer<typeof SheetsAppendRowsInput>;

export const SheetsAppendRowsOutput = UpdatedValues.extend({ tableRange: z.string().optional() });
export type SheetsAppendRowsOutput = z.infer<typeof SheetsAppendRowsOutput>;

export const sheetsAppendRows = defineAction({
  app: googleSheets,
  id: 'rows.append',
  displayName: 'Append rows',
  description: 'Adds rows below the last row of a sheet; objects are placed under the header row’s column names.',
  categories: ['Reporting'],
  // Sheets has no idempotency keys: a second attempt would do it twice (or fail).
  mutates: true,
  input: SheetsAppendRowsInput,
  output: SheetsAppendRowsOutput,
  async run({ input, http }) {
    const values = await cellRows(http, input.spreadsheetId, input.sheetTitle, input.rows);
    const { body } = await http.post<{ tableRange?: string; updates: UpdatedValues }>(valuesPath(input.spreadsheetId, sheetRange(input.sheetTitle, 'A1'), ':append'), {
      query: { valueInputOption: input.valueInputOption, insertDataOption: 'INSERT_ROWS' },
      body: { type: 'json', data: { majorDimension: 'ROWS', values } },
      responseType: 'json',
    });
    return { ...body.updates, ...(body.tableRange === undefined ? {} : { tableRange: body.tableRange }) };
  },
});
