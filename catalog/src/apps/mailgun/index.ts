import { appWithActions } from '@tandem/catalog/sdk';
import { mailgunSendMessage } from './actions/messages-send.js';
import { mailgun } from './app.js';

export * from './app.js';
export * from './actions/messages-send.js';

export const mailgunApp = appWithActions(mailgun, [mailgunSendMessage]);
