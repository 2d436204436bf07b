import { appWithActions } from '@tandem/catalog/sdk';
import { pipedreamMakeRequest } from './actions/make-request.js';
import { pipedreamRunAction } from './actions/run-action.js';
import { pipedream } from './app.js';

export * from './app.js';

export const pipedreamApp = appWithActions(pipedream, [pipedreamMakeRequest, pipedreamRunAction]);
