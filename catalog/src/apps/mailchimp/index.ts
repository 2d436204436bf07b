import { appWithActions } from '../../sdk/index.js';
import { mailchimp } from './app.js';

export * from './app.js';

/** mailchimp's catalogue entry; its actions follow in later issues. */
export const mailchimpApp = appWithActions(mailchimp, []);
