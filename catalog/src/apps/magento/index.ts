import { appWithActions } from '../../sdk/index.js';
import { magento } from './app.js';

export * from './app.js';

/** magento's catalogue entry; its actions follow in later issues. */
export const magentoApp = appWithActions(magento, []);
