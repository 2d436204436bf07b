import { appWithActions } from '@tandem/catalog/sdk';
import { httpSendRequest } from './actions/request-send.js';
import { http } from './app.js';

export * from './app.js';
export * from './actions/request-send.js';
export * from './http-request.js';

export const httpApp = appWithActions(http, [httpSendRequest]);
