import { columnIndex, columnLetter, quoteSheet } from '../a1-notation.js';

export type FakeCell = string | number | boolean;

/** A sheet of the fake: its properties and its cells, rows first (trailing empties trimmed on read). */
export interface FakeSheet {
  sheetId: number;
  title: string;
  index: number;
  rowCount: number;
  columnCount: number;
  cells: Array<Array<FakeCell | undefined>>;
}

/** A rectangle of a sheet, 0-based, end exclusive. */
export interface GridRange {
  sheet: FakeSheet;
  startRow: number;
  endRow: number;
  startColumn: number;
  endColumn: number;
}

/** Parses A1 notation (`'My sheet'!A1:C`, `Sheet1!2:5`, `Sheet1`) against the sheets; undefined when it does not parse. */
export function parseRange(range: string, sheets: readonly FakeSheet[]): GridRange | undefined {
  const match = /^(?:'((?:[^']|'')+)'|([^!':]+?))(?:!([A-Z]*)(\d*)(?::([A-Z]*)(\d*))?)?$/i.exec(range);
  if (!match) return undefined;
  const title = match[1] !== undefined ? match[1].replaceAll("''", "'") : (match[2] ?? '');
  const sheet = sheets.find((s) => s.title === title);
  if (!sheet) return undefined;
  const [, , , c1 = '', r1 = '', c2, r2] = match;
  const single = c2 === undefined && r2 === undefined && (c1 !== '' && r1 !== '');
  return {
    sheet,
    startColumn: c1 ? columnIndex(c1) : 0,
    startRow: r1 ? Number(r1) - 1 : 0,
    endColumn: single ? columnIndex(c1) + 1 : c2 ? columnIndex(c2) + 1 : c1 && r2 === undefined ? columnIndex(c1) + 1 : sheet.columnCount,
    endRow: single ? Number(r1) : r2 ? Number(r2) : r1 && c2 === undefined ? Number(r1) : sheet.rowCount,
  };
}

export const a1Of = (g: GridRange): string =>
  `${quoteSheet(g.sheet.title)}!${columnLetter(g.startColumn)}${g.startRow + 1}:${columnLetter(Math.max(g.startColumn, g.endColumn - 1))}${Math.max(g.startRow + 1, g.endRow)}`;

/** The values of a range, trailing empty cells and rows trimmed, as the Values API answers them. */
export function readGrid(g: GridRange, render: (cell: FakeCell) => FakeCell): FakeCell[][] {
  const rows = [];
  for (let r = g.startRow; r < Math.min(g.endRow, g.sheet.cells.length); r++) {
    // Array.from, not map: sparse rows (cells never written) read as empty strings.
    const row = Array.from((g.sheet.cells[r] ?? []).slice(g.startColumn, g.endColumn), (cell) => (cell === undefined ? '' : render(cell)));
    while (row.length > 0 && row[row.length - 1] === '') row.pop();
    rows.push(row);
  }
  while (rows.length > 0 && rows[rows.length - 1]?.length === 0) rows.pop();
  return rows;
}

/** Writes values from the range's top-left cell; null skips a cell. Grows the grid as the real API does on append. */
export function writeGrid(g: GridRange, values: ReadonlyArray<ReadonlyArray<FakeCell | null>>, parse: (cell: FakeCell) => FakeCell): void {
  values.forEach((row, i) => {
    const r = g.startRow + i;
    const target = (g.sheet.cells[r] ??= []);
    row.forEach((cell, c) => {
      if (cell !== null) target[g.startColumn + c] = parse(cell);
    });
  });
  for (let r = 0; r < g.sheet.cells.length; r++) g.sheet.cells[r] ??= [];
  g.sheet.rowCount = Math.max(g.sheet.rowCount, g.sheet.cells.length);
}

/** The last row (0-based) that has a value in the range's columns, or -1. */
export function lastFilledRow(g: GridRange): number {
  for (let r = Math.min(g.sheet.cells.length, g.endRow) - 1; r >= g.startRow; r--) {
    if ((g.sheet.cells[r] ?? []).slice(g.startColumn, g.endColumn).some((cell) => cell !== undefined && cell !== '')) return r;
  }
  return -1;
}

/** USER_ENTERED: numbers and TRUE/FALSE typed as text become numbers and booleans. */
export function userEntered(cell: FakeCell): FakeCell {
  if (typeof cell !== 'string') return cell;
  if (/^-?\d+(\.\d+)?$/.test(cell.trim())) return Number(cell);
  if (/^(true|false)$/i.test(cell.trim())) return cell.trim().toUpperCase() === 'TRUE';
  return cell;
}

/** FORMATTED_VALUE: every cell as the text the sheet shows. */
export const formatted = (cell: FakeCell): FakeCell => (typeof cell === 'boolean' ? (cell ? 'TRUE' : 'FALSE') : String(cell));
