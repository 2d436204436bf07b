import { appWithActions } from '@tandem/catalog/sdk';
import { sheetsAppendRows } from './actions/rows-append.js';
import { sheetsClear } from './actions/rows-clear.js';
import { sheetsDeleteRows } from './actions/rows-delete.js';
import { sheetsFindRows } from './actions/rows-find.js';
import { sheetsReadRows } from './actions/rows-get.js';
import { sheetsUpdateRows } from './actions/rows-update.js';
import { sheetsAddSheet } from './actions/sheets-add.js';
import { sheetsDeleteSheet } from './actions/sheets-delete.js';
import { sheetsGetSheets } from './actions/sheets-get-all.js';
import { sheetsCreateSpreadsheet } from './actions/spreadsheets-create.js';
import { googleSheets } from './app.js';

export * from './app.js';
export * from './a1-notation.js';
export * from './sheets-schemas.js';
export * from './actions/spreadsheets-create.js';
export * from './actions/sheets-add.js';
export * from './actions/sheets-delete.js';
export * from './actions/sheets-get-all.js';
export * from './actions/rows-get.js';
export * from './actions/rows-find.js';
export * from './actions/rows-append.js';
export * from './actions/rows-update.js';
export * from './actions/rows-clear.js';
export * from './actions/rows-delete.js';

export const googleSheetsApp = appWithActions(googleSheets, [
  sheetsCreateSpreadsheet,
  sheetsAddSheet,
  sheetsDeleteSheet,
  sheetsGetSheets,
  sheetsReadRows,
  sheetsFindRows,
  sheetsAppendRows,
  sheetsUpdateRows,
  sheetsClear,
  sheetsDeleteRows,
]);
