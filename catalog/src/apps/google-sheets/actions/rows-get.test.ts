import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { sheetsFindRows } from './rows-find.js';
import { sheetsReadRows } from './rows-get.js';

let fake: StartedFake<'google-sheets'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const ID = '1AbcDefGhiJkl';
const start = () =>
  startFake('google-sheets', {
    spreadsheets: { [ID]: { title: 'Shop', sheets: { "Kunden's list": [['Name', 'City', 'Orders'], ['Ada', 'Berlin', 3], ['Bob', 'Köln', 12], ['Cleo', 'berlin', 1]] } } },
  });
const run = (action: Parameters<typeof runAction>[0], input: unknown) =>
  runAction(action, { input: { spreadsheetId: ID, sheetTitle: "Kunden's list", ...(input as object) }, auth: { refreshToken: 'r', accessToken: fake!.token }, baseUrlOverrides: fake!.baseUrlOverrides });

describe('google-sheets rows.get', () => {
  it('reads rows keyed by the header row, with row numbers, formatted or not', async () => {
    fake = await start();
    await expect(run(sheetsReadRows, {})).resolves.toEqual({
      range: "'Kunden''s list'!A1:Z1000",
      headers: ['Name', 'City', 'Orders'],
      rows: [
        { rowNumber: 2, values: { Name: 'Ada', City: 'Berlin', Orders: '3' } },
        { rowNumber: 3, values: { Name: 'Bob', City: 'Köln', Orders: '12' } },
        { rowNumber: 4, values: { Name: 'Cleo', City: 'berlin', Orders: '1' } },
      ],
    });
    expect(decodeURIComponent(fake.requests[0]?.path ?? '')).toBe("/v4/spreadsheets/1AbcDefGhiJkl/values/'Kunden''s list'");
    const part = await run(sheetsReadRows, { range: 'B3:C4', firstRowIsHeader: false, valueRenderOption: 'UNFORMATTED_VALUE' });
    expect(part).toEqual({
      range: "'Kunden''s list'!B3:C4",
      headers: ['B', 'C'],
      rows: [
        { rowNumber: 3, values: { B: 'Köln', C: 12 } },
        { rowNumber: 4, values: { B: 'berlin', C: 1 } },
      ],
    });
    await expect(run(sheetsReadRows, { range: 'A1-B2' })).rejects.toThrow('Use cells like A1:D100');
  });
});

describe('google-sheets rows.find', () => {
  it('finds rows by a column’s value, exact or contained, case-insensitive by default', async () => {
    fake = await start();
    const found = (await run(sheetsFindRows, { column: 'City', value: 'berlin' })) as { rows: Array<{ rowNumber: number }> };
    expect(found.rows.map((r) => r.rowNumber)).toEqual([2, 4]);
    const exactCase = (await run(sheetsFindRows, { column: 'City', value: 'berlin', caseSensitive: true })) as { rows: Array<{ rowNumber: number }> };
    expect(exactCase.rows.map((r) => r.rowNumber)).toEqual([4]);
    const contains = (await run(sheetsFindRows, { column: 'Orders', value: 1, match: 'contains' })) as { rows: Array<{ rowNumber: number }> };
    expect(contains.rows.map((r) => r.rowNumber)).toEqual([3, 4]);
    await expect(run(sheetsFindRows, { column: 'Country', value: 'DE' })).rejects.toThrow(`The header row of sheet "Kunden's list" has no column "Country"`);
  });
});
