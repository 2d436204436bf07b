import { appWithActions } from '@tandem/catalog/sdk';
import { slackSendMessage } from './actions/messages-send.js';
import { slack } from './app.js';

export * from './app.js';
export * from './actions/messages-send.js';

export const slackApp = appWithActions(slack, [slackSendMessage]);
