import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { sheetsAddSheet } from './sheets-add.js';
import { sheetsDeleteSheet } from './sheets-delete.js';
import { sheetsGetSheets } from './sheets-get-all.js';
import { sheetsCreateSpreadsheet } from './spreadsheets-create.js';

let fake: StartedFake<'google-sheets'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const run = (action: Parameters<typeof runAction>[0], input: unknown) =>
  runAction(action, { input, auth: { refreshToken: 'r', accessToken: fake!.token }, baseUrlOverrides: fake!.baseUrlOverrides });

describe('google-sheets spreadsheets.create, sheets.add and sheets.getAll', () => {
  it('creates a spreadsheet with named sheets, adds one and lists them', async () => {
    fake = await startFake('google-sheets');
    const created = (await run(sheetsCreateSpreadsheet, { title: 'SEO weekly', sheetTitles: ['Queries', 'Sessions'] })) as { spreadsheetId: string };
    expect(created).toEqual({
      spreadsheetId: expect.stringMatching(/^1FakeSheet/),
      spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${created.spreadsheetId}/edit`,
      title: 'SEO weekly',
      sheets: [
        { sheetId: 0, title: 'Queries' },
        { sheetId: 101, title: 'Sessions' },
      ],
    });
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({ properties: { title: 'SEO weekly' }, sheets: [{ properties: { title: 'Queries' } }, { properties: { title: 'Sessions' } }] });
    const added = (await run(sheetsAddSheet, { spreadsheetId: created.spreadsheetId, title: 'Week 47' })) as { sheetId: number };
    expect(added).toEqual({ spreadsheetId: created.spreadsheetId, sheetId: expect.any(Number), title: 'Week 47' });
    expect(fake.requests[1]?.path).toBe(`/v4/spreadsheets/${created.spreadsheetId}:batchUpdate`);
    await expect(run(sheetsGetSheets, { spreadsheetId: created.spreadsheetId })).resolves.toEqual({
      spreadsheetId: created.spreadsheetId,
      title: 'SEO weekly',
      sheets: [
        { sheetId: 0, title: 'Queries', index: 0, rowCount: 1000, columnCount: 26 },
        { sheetId: 101, title: 'Sessions', index: 1, rowCount: 1000, columnCount: 26 },
        { sheetId: added.sheetId, title: 'Week 47', index: 2, rowCount: 1000, columnCount: 26 },
      ],
    });
  });

  it('deletes a sheet by its title, never the last one', async () => {
    fake = await startFake('google-sheets', { spreadsheets: { '1AbcDefGhiJkl': { title: 'Report', sheets: { Data: [['x']], Old: [['y']] } } } });
    await expect(run(sheetsDeleteSheet, { spreadsheetId: '1AbcDefGhiJkl', sheetTitle: 'Old' })).resolves.toEqual({ spreadsheetId: '1AbcDefGhiJkl', sheetId: 101, deleted: true });
    expect(JSON.parse(fake.requests.at(-1)?.body ?? '')).toEqual({ requests: [{ deleteSheet: { sheetId: 101 } }] });
    expect(fake.spreadsheets.get('1AbcDefGhiJkl')?.sheets.map((s) => s.title)).toEqual(['Data']);
    await expect(run(sheetsDeleteSheet, { spreadsheetId: '1AbcDefGhiJkl', sheetTitle: 'Old' })).rejects.toThrow('The spreadsheet has no sheet "Old"');
    await expect(run(sheetsDeleteSheet, { spreadsheetId: '1AbcDefGhiJkl', sheetTitle: 'Data' })).rejects.toThrow("You can't remove all the sheets in a document.");
  });

  it('keeps sheet titles to 1–50 characters and passes a duplicate title’s error on', async () => {
    fake = await startFake('google-sheets', { spreadsheets: { '1AbcDefGhiJkl': { title: 'Report', sheets: { Data: [] } } } });
    await expect(run(sheetsAddSheet, { spreadsheetId: '1AbcDefGhiJkl', title: 'x'.repeat(51) })).rejects.toThrow('Sheet titles have 1 to 50 characters');
    await expect(run(sheetsAddSheet, { spreadsheetId: '1AbcDefGhiJkl', title: '' })).rejects.toThrow('Sheet titles have 1 to 50 characters');
    await expect(run(sheetsCreateSpreadsheet, { title: 'T', sheetTitles: ['y'.repeat(51)] })).rejects.toThrow('Sheet titles have 1 to 50 characters');
    expect(fake.requests).toHaveLength(0);
    await expect(run(sheetsAddSheet, { spreadsheetId: '1AbcDefGhiJkl', title: 'Data' })).rejects.toMatchObject({
      status: 400,
      message: 'google-sheets answered 400 Bad Request: Invalid requests[0].addSheet: A sheet with the name "Data" already exists. Please enter another name.',
    });
    await expect(run(sheetsGetSheets, { spreadsheetId: '1NoSuchSheetAtAll' })).rejects.toThrow('Requested entity was not found.');
  });

  it("refuses a request that drifts from the Sheets Discovery document: an unknown field, a wrong enum", async () => {
    fake = await startFake('google-sheets');
    const { spreadsheetId } = (await run(sheetsCreateSpreadsheet, { title: 'Drift', sheetTitles: ['A'] })) as { spreadsheetId: string };
    const batchUpdate = (requests: unknown[]) =>
      fetch(`${fake!.baseUrlOverrides['google-sheets']}/v4/spreadsheets/${spreadsheetId}:batchUpdate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fake!.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ requests }),
      }).then(async (r) => ({ status: r.status, error: ((await r.json()) as { error: { status: string; message: string } }).error }));
    expect(await batchUpdate([{ addSheet: { properties: { title: 'B', name: 'B' } } }])).toEqual({
      status: 400,
      error: expect.objectContaining({ status: 'INVALID_ARGUMENT', message: `Invalid JSON payload received. Unknown name "name" at 'requests[0].add_sheet.properties': Cannot find field.` }),
    });
    expect(await batchUpdate([{ deleteDimension: { range: { sheetId: 0, dimension: 'LINES', startIndex: 0, endIndex: 1 } } }])).toEqual({
      status: 400,
      error: expect.objectContaining({ message: `Invalid value at 'requests[0].delete_dimension.range.dimension' (TYPE_ENUM), "LINES"` }),
    });
    expect(fake.spreadsheets.get(spreadsheetId)?.sheets.map((s) => s.title)).toEqual(['A']);
  });
});
