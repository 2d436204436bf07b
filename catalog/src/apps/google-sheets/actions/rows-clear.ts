import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { sheetRange } from '../a1-notation.js';
import { googleSheets } from '../app.js';
import { valuesPath } from '../sheet-values.js';
import { CellsRange, SheetTitle, SpreadsheetId } from '../sheets-schemas.js';

export const SheetsClearInput = z.object({
  spreadsheetId: SpreadsheetId,
  sheetTitle: SheetTitle,
  /** Cells to clear (default: the whole sheet). */
  range: CellsRange.optional(),
});
export type SheetsClearInput = z.infer<typeof SheetsClearInput>;

export const SheetsClearOutput = z.object({ clearedRange: z.string() });
export type SheetsClearOutput = z.infer<typeof SheetsClearOutput>;

export const sheetsClear = defineAction({
  app: googleSheets,
  id: 'rows.clear',
  displayName: 'Clear rows',
  description: 'Empties the cells of a sheet or of a range of it; formatting stays.',
  categories: ['Reporting'],
  // Writing the same cells or clearing them twice leaves the same sheet.
  mutates: true,
  idempotent: true,
  input: SheetsClearInput,
  output: SheetsClearOutput,
  async run({ input, http }) {
    const { body } = await http.post<{ clearedRange: string }>(valuesPath(input.spreadsheetId, sheetRange(input.sheetTitle, input.range), ':clear'), {
      body: { type: 'json', data: {} },
      responseType: 'json',
    });
    return { clearedRange: body.clearedRange };
  },
});
