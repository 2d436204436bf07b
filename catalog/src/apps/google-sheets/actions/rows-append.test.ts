import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { sheetsAppendRows } from './rows-append.js';
import { sheetsClear } from './rows-clear.js';
import { sheetsDeleteRows } from './rows-delete.js';
import { sheetsUpdateRows } from './rows-update.js';

let fake: StartedFake<'google-sheets'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const ID = '1AbcDefGhiJkl';
const start = () => startFake('google-sheets', { spreadsheets: { [ID]: { title: 'Shop', sheets: { Orders: [['Id', 'Total', 'Paid'], ['A-1', 10, true]] } } } });
const run = (action: Parameters<typeof runAction>[0], input: unknown) =>
  runAction(action, { input: { spreadsheetId: ID, sheetTitle: 'Orders', ...(input as object) }, auth: { refreshToken: 'r', accessToken: fake!.token }, baseUrlOverrides: fake!.baseUrlOverrides });

describe('google-sheets rows.append', () => {
  it('appends lists and objects (by header) below the table, typed as if entered', async () => {
    fake = await start();
    await expect(run(sheetsAppendRows, { rows: [['A-2', '25.5', 'FALSE']] })).resolves.toEqual({
      tableRange: "'Orders'!A1:C2",
      updatedRange: "'Orders'!A3:C3",
      updatedRows: 1,
      updatedColumns: 3,
      updatedCells: 3,
    });
    expect(fake.requests[0]?.query.get('valueInputOption')).toBe('USER_ENTERED');
    expect(fake.requests[0]?.query.get('insertDataOption')).toBe('INSERT_ROWS');
    await run(sheetsAppendRows, { rows: [{ Total: 7, Id: 'A-3' }], valueInputOption: 'RAW' });
    expect(fake.cells(ID, 'Orders')).toEqual([
      ['Id', 'Total', 'Paid'],
      ['A-1', 10, true],
      ['A-2', 25.5, false],
      ['A-3', 7],
    ]);
    await expect(run(sheetsAppendRows, { rows: [{ Customer: 'x' }] })).rejects.toThrow('The header row of sheet "Orders" has no column "Customer"');
  });
});

describe('google-sheets rows.update, rows.clear and rows.delete', () => {
  it('overwrites from a row on, keeping cells an object leaves out', async () => {
    fake = await start();
    await expect(run(sheetsUpdateRows, { rowNumber: 2, rows: [{ Total: 11 }] })).resolves.toEqual({ updatedRange: "'Orders'!A2:C2", updatedRows: 1, updatedColumns: 3, updatedCells: 3 });
    await run(sheetsUpdateRows, { rowNumber: 3, column: 'B', rows: [[5, 'TRUE']] });
    expect(fake.cells(ID, 'Orders')).toEqual([
      ['Id', 'Total', 'Paid'],
      ['A-1', 11, true],
      ['', 5, true],
    ]);
  });

  it('clears a range or the sheet, and deletes rows by number', async () => {
    fake = await start();
    await run(sheetsAppendRows, { rows: [['A-2', 2], ['A-3', 3], ['A-4', 4]] });
    await expect(run(sheetsDeleteRows, { startRow: 3, endRow: 4 })).resolves.toEqual({ sheetId: 0, deletedRows: 2 });
    expect(JSON.parse(fake.requests.at(-1)?.body ?? '')).toEqual({ requests: [{ deleteDimension: { range: { sheetId: 0, dimension: 'ROWS', startIndex: 2, endIndex: 4 } } }] });
    expect(fake.cells(ID, 'Orders').map((r) => r[0])).toEqual(['Id', 'A-1', 'A-4']);
    await expect(run(sheetsDeleteRows, { startRow: 3, endRow: 2 })).rejects.toThrow('The last row comes after the first');
    await expect(run(sheetsClear, { range: 'B2:C' })).resolves.toEqual({ clearedRange: "'Orders'!B2:C998" });
    expect(fake.cells(ID, 'Orders')).toEqual([['Id', 'Total', 'Paid'], ['A-1'], ['A-4']]);
    await run(sheetsClear, {});
    expect(fake.cells(ID, 'Orders')).toEqual([]);
  });
});
