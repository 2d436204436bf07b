import { appWithActions } from '../../sdk/index.js';
import { tandem } from './app.js';

export * from './app.js';

/** tandem's catalogue entry; its actions follow in later issues. */
export const tandemApp = appWithActions(tandem, []);
