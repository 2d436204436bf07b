import { type FakeResponse, type FakeServer, jsonResponse, type RecordedRequest, startFakeServer } from '../../../testing/fake-server.js';
import { dispatch, jsonBody, route } from '../../../testing/fake-router.js';
import { OpenApiContract } from '../../../testing/contracts/openapi-contract.js';
import { googleContractRefusal, googleInvalidArgument, googleNotFound, googleScopesOf, isFakeResponse } from '../../../testing/google-fake.js';
import { a1Of, type FakeCell, type FakeSheet, formatted, type GridRange, lastFilledRow, parseRange, readGrid, userEntered, writeGrid } from './sheets-grid.js';

export type { FakeCell, FakeSheet } from './sheets-grid.js';

export interface FakeSpreadsheet {
  spreadsheetId: string;
  title: string;
  sheets: FakeSheet[];
}

export interface SheetsFakeOptions {
  /** Spreadsheets to start with, by id: sheet titles with their rows. */
  spreadsheets?: Record<string, { title: string; sheets: Record<string, FakeCell[][]> }>;
}

export interface SheetsFake extends FakeServer {
  token: string;
  spreadsheets: Map<string, FakeSpreadsheet>;
  /** A sheet's cells as the API would read them unformatted. */
  cells(spreadsheetId: string, title: string): FakeCell[][];
}

const newSheet = (sheetId: number, title: string, index: number, rows: FakeCell[][] = []): FakeSheet => ({ sheetId, title, index, rowCount: Math.max(1000, rows.length), columnCount: 26, cells: rows.map((r) => [...r]) });
/** The Sheets v4 Discovery document, cut to the methods the app calls (see `catalog/src/testing/contracts/README.md`). */
const contract = OpenApiContract.load(new URL('./contracts/sheets-v4.json', import.meta.url));

const parseFailed = (range: string) => googleInvalidArgument(`Unable to parse range: ${range}`);

/**
 * A fake of the Sheets API v4: create and get spreadsheets, batchUpdate (addSheet, deleteSheet, deleteDimension),
 * and the Values API (get, update, append, clear) over A1 ranges, with USER_ENTERED/RAW input and
 * FORMATTED_VALUE/UNFORMATTED_VALUE rendering. Errors are Google JSON error bodies.
 */
export async function startSheetsFake(options: SheetsFakeOptions = {}): Promise<SheetsFake> {
  const token = 'ya29.fake-spreadsheets';
  let nextId = 1;
  const spreadsheets = new Map<string, FakeSpreadsheet>(
    Object.entries(options.spreadsheets ?? {}).map(([id, s]) => [id, { spreadsheetId: id, title: s.title, sheets: Object.entries(s.sheets).map(([title, rows], i) => newSheet(i === 0 ? 0 : 100 + i, title, i, rows)) }]),
  );
  const resource = (s: FakeSpreadsheet) => ({
    spreadsheetId: s.spreadsheetId,
    spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${s.spreadsheetId}/edit`,
    properties: { title: s.title, locale: 'en_US', timeZone: 'Europe/Berlin' },
    sheets: s.sheets.map((sheet) => ({ properties: { sheetId: sheet.sheetId, title: sheet.title, index: sheet.index, sheetType: 'GRID', gridProperties: { rowCount: sheet.rowCount, columnCount: sheet.columnCount } } })),
  });
  const withSheet = (id: string, range: string, handle: (s: FakeSpreadsheet, g: GridRange) => FakeResponse): FakeResponse => {
    const spreadsheet = spreadsheets.get(id);
    if (!spreadsheet) return googleNotFound();
    const grid = parseRange(range, spreadsheet.sheets);
    return grid ? handle(spreadsheet, grid) : parseFailed(range);
  };
  const inputOption = (req: RecordedRequest) => req.query.get('valueInputOption');
  const parserOf = (option: string | null) => (option === 'USER_ENTERED' ? userEntered : (cell: FakeCell) => cell);

  function batchUpdate(s: FakeSpreadsheet, req: RecordedRequest): FakeResponse {
    const requests = jsonBody<{ requests?: Array<Record<string, { properties?: { title?: string }; sheetId?: number; range?: { sheetId: number; dimension: string; startIndex: number; endIndex: number } }>> }>(req)?.requests;
    if (!requests?.length) return googleInvalidArgument('Must specify at least one request.');
    const replies: unknown[] = [];
    for (const [i, request] of requests.entries()) {
      if (request.addSheet) {
        const title = request.addSheet.properties?.title ?? `Sheet${s.sheets.length + 1}`;
        if (s.sheets.some((sheet) => sheet.title === title)) return googleInvalidArgument(`Invalid requests[${i}].addSheet: A sheet with the name "${title}" already exists. Please enter another name.`);
        const sheet = newSheet(1_000_000 + nextId++, title, s.sheets.length);
        s.sheets.push(sheet);
        replies.push({ addSheet: { properties: { sheetId: sheet.sheetId, title, index: sheet.index, sheetType: 'GRID', gridProperties: { rowCount: 1000, columnCount: 26 } } } });
      } else if (request.deleteDimension?.range) {
        const { sheetId, dimension, startIndex, endIndex } = request.deleteDimension.range;
        const sheet = s.sheets.find((x) => x.sheetId === sheetId);
        if (!sheet) return googleInvalidArgument(`Invalid requests[${i}].deleteDimension: No grid with id: ${sheetId}`);
        if (dimension !== 'ROWS' || !(startIndex >= 0 && endIndex > startIndex)) return googleInvalidArgument(`Invalid requests[${i}].deleteDimension: invalid range`);
        sheet.cells.splice(startIndex, endIndex - startIndex);
        sheet.rowCount -= endIndex - startIndex;
        replies.push({});
      } else if (request.deleteSheet) {
        const at = s.sheets.findIndex((x) => x.sheetId === request.deleteSheet?.sheetId);
        if (at < 0) return googleInvalidArgument(`Invalid requests[${i}].deleteSheet: No sheet with id: ${request.deleteSheet.sheetId}`);
        if (s.sheets.length === 1) return googleInvalidArgument(`Invalid requests[${i}].deleteSheet: You can't remove all the sheets in a document.`);
        s.sheets.splice(at, 1);
        s.sheets.forEach((sheet, index) => (sheet.index = index));
        replies.push({});
      } else {
        return googleInvalidArgument(`Invalid requests[${i}]: the fake knows addSheet, deleteSheet and deleteDimension only`);
      }
    }
    return jsonResponse(200, { spreadsheetId: s.spreadsheetId, replies });
  }

  const routes = [
    route('POST', /^\/v4\/spreadsheets$/, (req) => {
      const body = jsonBody<{ properties?: { title?: string }; sheets?: Array<{ properties?: { title?: string } }> }>(req) ?? {};
      const spreadsheetId = `1FakeSheet${String(nextId++).padStart(6, '0')}xYz`;
      const titles = (body.sheets ?? []).map((sheet, i) => sheet.properties?.title ?? `Sheet${i + 1}`);
      const spreadsheet = { spreadsheetId, title: body.properties?.title ?? 'Untitled spreadsheet', sheets: (titles.length ? titles : ['Sheet1']).map((t, i) => newSheet(i === 0 ? 0 : 100 + i, t, i)) };
      spreadsheets.set(spreadsheetId, spreadsheet);
      return jsonResponse(200, resource(spreadsheet));
    }),
    route('GET', /^\/v4\/spreadsheets\/([^/:]+)$/, (_req, [id = '']) => {
      const s = spreadsheets.get(id);
      return s ? jsonResponse(200, resource(s)) : googleNotFound();
    }),
    route('POST', /^\/v4\/spreadsheets\/([^/:]+):batchUpdate$/, (req, [id = '']) => {
      const s = spreadsheets.get(id);
      return s ? batchUpdate(s, req) : googleNotFound();
    }),
    route('GET', /^\/v4\/spreadsheets\/([^/:]+)\/values\/([^/:]+)$/, (req, [id = '', range = '']) =>
      withSheet(id, range, (_s, g) => {
        const render = req.query.get('valueRenderOption') === 'UNFORMATTED_VALUE' ? (c: FakeCell) => c : formatted;
        const values = readGrid(g, render);
        return jsonResponse(200, { range: a1Of({ ...g, endRow: Math.min(g.endRow, g.sheet.rowCount) }), majorDimension: 'ROWS', ...(values.length ? { values } : {}) });
      }),
    ),
    route('PUT', /^\/v4\/spreadsheets\/([^/:]+)\/values\/([^/:]+)$/, (req, [id = '', range = '']) =>
      withSheet(id, range, (s, g) => {
        if (!inputOption(req)) return googleInvalidArgument("'valueInputOption' is required but not specified");
        const values = jsonBody<{ values?: Array<Array<FakeCell | null>> }>(req)?.values ?? [];
        const width = values.reduce((max, row) => Math.max(max, row.length), 0);
        if (g.startRow + values.length > g.endRow || g.startColumn + width > g.endColumn) return googleInvalidArgument(`Requested writing within range [${range}], but tried writing past it.`);
        writeGrid(g, values, parserOf(inputOption(req)));
        const updated = { ...g, endRow: g.startRow + values.length, endColumn: g.startColumn + width };
        return jsonResponse(200, { spreadsheetId: s.spreadsheetId, updatedRange: a1Of(updated), updatedRows: values.length, updatedColumns: width, updatedCells: values.reduce((n, row) => n + row.length, 0) });
      }),
    ),
    route('POST', /^\/v4\/spreadsheets\/([^/:]+)\/values\/([^/:]+):append$/, (req, [id = '', range = '']) =>
      withSheet(id, range, (s, g) => {
        if (!inputOption(req)) return googleInvalidArgument("'valueInputOption' is required but not specified");
        const values = jsonBody<{ values?: Array<Array<FakeCell | null>> }>(req)?.values ?? [];
        const width = values.reduce((max, row) => Math.max(max, row.length), 0);
        const table = { ...g, startRow: 0, endRow: Number.MAX_SAFE_INTEGER, endColumn: g.sheet.columnCount };
        const last = lastFilledRow(table);
        const target = { ...g, startRow: last + 1, endRow: last + 1 + values.length, endColumn: g.startColumn + width };
        writeGrid(target, values, parserOf(inputOption(req)));
        return jsonResponse(200, {
          spreadsheetId: s.spreadsheetId,
          ...(last >= 0 ? { tableRange: a1Of({ ...table, endRow: last + 1, endColumn: Math.max(1, ...g.sheet.cells.slice(0, last + 1).map((r) => r.length)) }) } : {}),
          updates: { spreadsheetId: s.spreadsheetId, updatedRange: a1Of(target), updatedRows: values.length, updatedColumns: width, updatedCells: values.reduce((n, row) => n + row.length, 0) },
        });
      }),
    ),
    route('POST', /^\/v4\/spreadsheets\/([^/:]+)\/values\/([^/:]+):clear$/, (_req, [id = '', range = '']) =>
      withSheet(id, range, (s, g) => {
        for (let r = g.startRow; r < Math.min(g.endRow, g.sheet.cells.length); r++) {
          const row = g.sheet.cells[r] ?? [];
          for (let c = g.startColumn; c < Math.min(g.endColumn, row.length); c++) row[c] = undefined;
        }
        return jsonResponse(200, { spreadsheetId: s.spreadsheetId, clearedRange: a1Of(g) });
      }),
    ),
  ];

  const server = await startFakeServer((req) => {
    const scopes = googleScopesOf(req, { [token]: ['https://www.googleapis.com/auth/spreadsheets'] });
    return isFakeResponse(scopes) ? scopes : (googleContractRefusal(contract, req) ?? dispatch(routes, req, () => googleNotFound()));
  });
  const cells = (id: string, title: string) => {
    const sheet = spreadsheets.get(id)?.sheets.find((s) => s.title === title);
    return sheet ? readGrid({ sheet, startRow: 0, endRow: sheet.rowCount, startColumn: 0, endColumn: sheet.columnCount }, (c) => c) : [];
  };
  return { ...server, token, spreadsheets, cells };
}
