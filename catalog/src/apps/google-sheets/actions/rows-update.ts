import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { columnIndex, columnLetter, sheetRange } from '../a1-notation.js';
import { googleSheets } from '../app.js';
import { cellRows, valuesPath } from '../sheet-values.js';
import { RowsToWrite, SheetTitle, SpreadsheetId, UpdatedValues, ValueInputOption } from '../sheets-schemas.js';

export const SheetsUpdateRowsInput = z.object({
  spreadsheetId: SpreadsheetId,
  sheetTitle: SheetTitle,
  /** The first row written (1 is the header row). */
  rowNumber: z.number().int().min(1).describe('From row'),
  /** The first column written, for rows given as lists (default A). */
  column: z.string().regex(/^[A-Za-z]{1,3}$/, 'Use a column letter like A').default('A'),
  /** Rows from `rowNumber` on; in objects, columns not named keep their value. */
  rows: RowsToWrite.describe('Rows'),
  valueInputOption: ValueInputOption,
});
export type SheetsUpdateRowsInput = z.infer<typeof SheetsUpdateRowsInput>;

export const sheetsUpdateRows = defineAction({
  app: googleSheets,
  id: 'rows.update',
  displayName: 'Update rows',
  description: 'Overwrites rows of a sheet from a row number on; cells left out (null) keep their value.',
  categories: ['Reporting'],
  // Writing the same cells or clearing them twice leaves the same sheet.
  mutates: true,
  idempotent: true,
  input: SheetsUpdateRowsInput,
  output: UpdatedValues,
  async run({ input, http }) {
    const values = await cellRows(http, input.spreadsheetId, input.sheetTitle, input.rows);
    const first = input.rows.every((row) => Array.isArray(row)) ? columnIndex(input.column) : 0;
    const width = values.reduce((max, row) => Math.max(max, row.length), 1);
    const cells = `${columnLetter(first)}${input.rowNumber}:${columnLetter(first + width - 1)}${input.rowNumber + values.length - 1}`;
    const range = sheetRange(input.sheetTitle, cells);
    const { body } = await http.put<UpdatedValues>(valuesPath(input.spreadsheetId, range), {
      query: { valueInputOption: input.valueInputOption },
      body: { type: 'json', data: { range, majorDimension: 'ROWS', values } },
      responseType: 'json',
    });
    return body;
  },
});
