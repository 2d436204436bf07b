import { appWithActions } from '@tandem/catalog/sdk';
import { httpSendRequest } from './actions/send-request.js';
import { http } from './app.js';

export * from './app.js';
export * from './actions/send-request.js';
export * from './http-request.js';

export const httpApp = appWithActions(http, [httpSendRequest]);
