import { appWithActions } from '../../sdk/index.js';
import { googleSheets } from './app.js';

export * from './app.js';

/** googleSheets's catalogue entry; its actions follow in later issues. */
export const googleSheetsApp = appWithActions(googleSheets, []);
