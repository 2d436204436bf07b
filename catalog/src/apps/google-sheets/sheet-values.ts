import { type HttpClient, NonRetryableError } from '@tandem/catalog/sdk';
import { columnLetter, columnIndex, sheetRange } from './a1-notation.js';
import type { Cell, RowsToWrite, SheetRows } from './sheets-schemas.js';

export const valuesPath = (spreadsheetId: string, range: string, suffix = ''): string =>
  `/v4/spreadsheets/${encodeURIComponent(spreadsheetId)}/values/${encodeURIComponent(range)}${suffix}`;

interface ValueRange {
  range: string;
  values?: Cell[][];
}

/** Reads a range (`values.get`, rows first). */
export async function readValues(http: HttpClient, spreadsheetId: string, range: string, render = 'FORMATTED_VALUE'): Promise<ValueRange> {
  const { body } = await http.get<ValueRange>(valuesPath(spreadsheetId, range), { query: { valueRenderOption: render, majorDimension: 'ROWS' }, responseType: 'json' });
  return body;
}

/** The first row of the sheet, as header names. */
export async function headerRow(http: HttpClient, spreadsheetId: string, sheetTitle: string): Promise<string[]> {
  const { values } = await readValues(http, spreadsheetId, sheetRange(sheetTitle, '1:1'));
  return (values?.[0] ?? []).map((cell) => String(cell ?? ''));
}

/** The 1-based row number and 0-based column where a returned range (`'Sheet'!B3:D9`) starts. */
function rangeStart(range: string): { row: number; column: number } {
  const match = /!([A-Z]*)(\d*)/.exec(range);
  return { row: Number(match?.[2] || 1), column: match?.[1] ? columnIndex(match[1]) : 0 };
}

/** Rows of a read range as objects keyed by the first row (or by column letter when there is no header). */
export function toSheetRows(range: ValueRange, firstRowIsHeader: boolean): SheetRows {
  const start = rangeStart(range.range);
  const values = range.values ?? [];
  const width = values.reduce((max, row) => Math.max(max, row.length), 0);
  const headers = firstRowIsHeader
    ? (values[0] ?? []).map((cell, i) => (cell === null || cell === '' ? columnLetter(start.column + i) : String(cell)))
    : Array.from({ length: width }, (_, i) => columnLetter(start.column + i));
  const body = firstRowIsHeader ? values.slice(1) : values;
  const rows = body.map((row, i) => ({
    rowNumber: start.row + i + (firstRowIsHeader ? 1 : 0),
    values: Object.fromEntries(headers.map((header, c) => [header, row[c] ?? ''])),
  }));
  return { range: range.range, headers, rows };
}

/** Rows as lists of cells; objects are placed by the header row (a name it lacks is an error), missing names skipped (null). */
export async function cellRows(http: HttpClient, spreadsheetId: string, sheetTitle: string, rows: RowsToWrite): Promise<Cell[][]> {
  if (rows.every((row) => Array.isArray(row))) return rows as Cell[][];
  const headers = await headerRow(http, spreadsheetId, sheetTitle);
  return (rows as Array<Record<string, Cell>>).map((row) => {
    const unknown = Object.keys(row).find((key) => !headers.includes(key));
    if (unknown !== undefined) throw new NonRetryableError(`The header row of sheet "${sheetTitle}" has no column "${unknown}"`);
    return headers.map((header) => (Object.hasOwn(row, header) ? (row[header] ?? null) : null));
  });
}
