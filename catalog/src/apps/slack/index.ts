import { appWithActions } from '@tandem/catalog/sdk';
import { slackSendMessage } from './actions/send-message.js';
import { slack } from './app.js';

export * from './app.js';
export * from './actions/send-message.js';

export const slackApp = appWithActions(slack, [slackSendMessage]);
