import { appWithActions } from '../../sdk/index.js';
import { klaviyo } from './app.js';

export * from './app.js';

/** klaviyo's catalogue entry; its actions follow in later issues. */
export const klaviyoApp = appWithActions(klaviyo, []);
