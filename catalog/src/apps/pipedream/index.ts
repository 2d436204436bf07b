import { appWithActions } from '../../sdk/index.js';
import { pipedream } from './app.js';

export * from './app.js';

/** pipedream's catalogue entry; its actions follow in later issues. */
export const pipedreamApp = appWithActions(pipedream, []);
