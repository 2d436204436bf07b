import { appWithActions } from '@tandem/catalog/sdk';
import { mailgunSendMessage } from './actions/send-message.js';
import { mailgun } from './app.js';

export * from './app.js';
export * from './actions/send-message.js';

export const mailgunApp = appWithActions(mailgun, [mailgunSendMessage]);
