import { appWithActions } from '@tandem/catalog/sdk';
import { tandemActionsUsage } from './actions/actions-usage.js';
import { tandemGetFlow } from './actions/flows-get.js';
import { tandemListFlows } from './actions/flows-list.js';
import { tandemListSteps } from './actions/steps-list.js';
import { tandemListWorkspaces } from './actions/workspaces-list-v2.js';
import { tandemRunFlow } from './actions/flows-run.js';
import { tandemUpdateFlow } from './actions/flows-update.js';
import { tandem } from './app.js';

export * from './app.js';
export * from './actions/actions-usage.js';
export * from './actions/flows-get.js';
export * from './actions/flows-list.js';
export * from './actions/steps-list.js';
export * from './actions/workspaces-list-v2.js';
export * from './actions/flows-run.js';
export * from './actions/flows-update.js';

/** The product's own internal actions, all flagged internal. */
export const tandemApp = appWithActions(tandem, [tandemGetFlow, tandemListFlows, tandemUpdateFlow, tandemListSteps, tandemListWorkspaces, tandemActionsUsage, tandemRunFlow]);
