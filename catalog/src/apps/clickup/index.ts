import { appWithActions } from '../../sdk/index.js';
import { clickup } from './app.js';

export * from './app.js';

/** clickup's catalogue entry; its actions follow in later issues. */
export const clickupApp = appWithActions(clickup, []);
