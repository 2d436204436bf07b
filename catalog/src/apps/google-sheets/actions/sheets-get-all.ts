import { z } from 'zod';
import { defineAction, type HttpClient, NonRetryableError } from '@tandem/catalog/sdk';
import { googleSheets } from '../app.js';
import { SpreadsheetId } from '../sheets-schemas.js';

export const SheetsSheet = z.object({ sheetId: z.number().int(), title: z.string(), index: z.number().int(), rowCount: z.number().int(), columnCount: z.number().int() });
export type SheetsSheet = z.infer<typeof SheetsSheet>;

export const SheetsGetSheetsOutput = z.object({ spreadsheetId: z.string(), title: z.string(), sheets: z.array(SheetsSheet) });
export type SheetsGetSheetsOutput = z.infer<typeof SheetsGetSheetsOutput>;

interface SpreadsheetProperties {
  spreadsheetId: string;
  properties: { title: string };
  sheets: Array<{ properties: { sheetId: number; title: string; index: number; gridProperties?: { rowCount?: number; columnCount?: number } } }>;
}

/** The spreadsheet's title and its sheets, without cell data. */
export async function getSheets(http: HttpClient, spreadsheetId: string): Promise<SheetsGetSheetsOutput> {
  const { body } = await http.get<SpreadsheetProperties>(`/v4/spreadsheets/${encodeURIComponent(spreadsheetId)}`, {
    query: { includeGridData: false, fields: 'spreadsheetId,properties.title,sheets.properties' },
    responseType: 'json',
  });
  return {
    spreadsheetId: body.spreadsheetId,
    title: body.properties.title,
    sheets: body.sheets.map(({ properties: p }) => ({ sheetId: p.sheetId, title: p.title, index: p.index, rowCount: p.gridProperties?.rowCount ?? 0, columnCount: p.gridProperties?.columnCount ?? 0 })),
  };
}

/** The id of the sheet with this title. */
export async function sheetIdOf(http: HttpClient, spreadsheetId: string, title: string): Promise<number> {
  const sheet = (await getSheets(http, spreadsheetId)).sheets.find((s) => s.title === title);
  if (!sheet) throw new NonRetryableError(`The spreadsheet has no sheet "${title}"`);
  return sheet.sheetId;
}

export const sheetsGetSheets = defineAction({
  app: googleSheets,
  id: 'sheets.getAll',
  displayName: 'Get sheet names',
  description: 'Lists the sheets (tabs) of a spreadsheet with their ids and sizes.',
  categories: ['Reporting'],
  mutates: false,
  input: z.object({ spreadsheetId: SpreadsheetId }),
  output: SheetsGetSheetsOutput,
  async run({ input, http }) {
    return getSheets(http, input.spreadsheetId);
  },
});
