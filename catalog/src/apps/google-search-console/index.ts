import { appWithActions } from '../../sdk/index.js';
import { googleSearchConsole } from './app.js';

export * from './app.js';

/** googleSearchConsole's catalogue entry; its actions follow in later issues. */
export const googleSearchConsoleApp = appWithActions(googleSearchConsole, []);
