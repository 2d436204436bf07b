import { appWithActions } from '@tandem/catalog/sdk';
import { pipedreamMakeRequest } from './actions/request-send.js';
import { pipedreamRunAction } from './actions/actions-run.js';
import { pipedream } from './app.js';

export * from './app.js';

export const pipedreamApp = appWithActions(pipedream, [pipedreamMakeRequest, pipedreamRunAction]);
