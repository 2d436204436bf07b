import { z } from 'zod';
import { A1_CELLS } from './a1-notation.js';

export const SHEET_TITLE_MESSAGE = 'Sheet titles have 1 to 50 characters';

/** A sheet's title, existing or new: 1 to 50 characters. */
export const SheetTitle = z.string().min(1, SHEET_TITLE_MESSAGE).max(50, SHEET_TITLE_MESSAGE).describe('Sheet');

/** The id in the spreadsheet's URL (`/spreadsheets/d/<id>/edit`). */
export const SpreadsheetId = z.string().trim().regex(/^[A-Za-z0-9_-]{10,}$/, 'Use the id from the spreadsheet’s address (…/spreadsheets/d/<id>/edit)').describe('Spreadsheet');

export const CellsRange = z.string().trim().regex(A1_CELLS, 'Use cells like A1:D100, A:D or 2:50').describe('Cells');

/** A cell value as a step gives or reads it. */
export const Cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type Cell = z.infer<typeof Cell>;

/** Rows to write: lists of cells, or objects keyed by the header row's names. */
export const RowsToWrite = z.union([z.array(z.array(Cell)).min(1), z.array(z.record(z.string(), Cell)).min(1)]);
export type RowsToWrite = z.infer<typeof RowsToWrite>;

export const ValueInputOption = z.enum(['USER_ENTERED', 'RAW']).default('USER_ENTERED').describe('USER_ENTERED parses numbers, dates and formulas as if typed; RAW stores text as it is');

/** A row as read: its number in the sheet and its cells keyed by header (or column letter). */
export const SheetRow = z.object({ rowNumber: z.number().int().min(1), values: z.record(z.string(), Cell) });
export type SheetRow = z.infer<typeof SheetRow>;

export const SheetRows = z.object({ range: z.string(), headers: z.array(z.string()), rows: z.array(SheetRow) });
export type SheetRows = z.infer<typeof SheetRows>;

/** What a write answers (`UpdateValuesResponse`). */
export const UpdatedValues = z.object({
  updatedRange: z.string(),
  updatedRows: z.number().int().default(0),
  updatedColumns: z.number().int().default(0),
  updatedCells: z.number().int().default(0),
});
export type UpdatedValues = z.infer<typeof UpdatedValues>;
