import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { sheetRange } from '../a1-notation.js';
import { googleSheets } from '../app.js';
import { readValues, toSheetRows } from '../sheet-values.js';
import { CellsRange, SheetRows, SheetTitle, SpreadsheetId } from '../sheets-schemas.js';

export const SheetsReadInput = z.object({
  spreadsheetId: SpreadsheetId,
  sheetTitle: SheetTitle,
  /** Cells to read (default: the whole sheet). */
  range: CellsRange.optional(),
  /** The first row read names the columns. */
  firstRowIsHeader: z.boolean().default(true),
  /** FORMATTED_VALUE: as shown in the sheet; UNFORMATTED_VALUE: numbers as numbers. */
  valueRenderOption: z.enum(['FORMATTED_VALUE', 'UNFORMATTED_VALUE']).default('FORMATTED_VALUE'),
});
export type SheetsReadInput = z.infer<typeof SheetsReadInput>;

/** Reads a sheet's rows as the step's input asks. */
export async function readRows(http: Parameters<typeof readValues>[0], input: SheetsReadInput): Promise<SheetRows> {
  const values = await readValues(http, input.spreadsheetId, sheetRange(input.sheetTitle, input.range), input.valueRenderOption);
  return toSheetRows(values, input.firstRowIsHeader);
}

export const sheetsReadRows = defineAction({
  app: googleSheets,
  id: 'rows.get',
  displayName: 'Read rows',
  description: 'Reads the rows of a sheet (or of some of its cells), each with its row number and its cells by column name.',
  categories: ['Reporting'],
  mutates: false,
  input: SheetsReadInput,
  output: SheetRows,
  async run({ input, http }) {
    return readRows(http, input);
  },
});
