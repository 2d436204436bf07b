import { appWithActions } from '@tandem/catalog/sdk';
import { tandemActionsUsage } from './actions/actions-usage.js';
import { tandemGetFlow } from './actions/get-flow.js';
import { tandemListFlows } from './actions/list-flows.js';
import { tandemListSteps } from './actions/list-steps.js';
import { tandemListWorkspaces } from './actions/list-workspaces.js';
import { tandemRunFlow } from './actions/run-flow.js';
import { tandemUpdateFlow } from './actions/update-flow.js';
import { tandem } from './app.js';

export * from './app.js';
export * from './actions/actions-usage.js';
export * from './actions/get-flow.js';
export * from './actions/list-flows.js';
export * from './actions/list-steps.js';
export * from './actions/list-workspaces.js';
export * from './actions/run-flow.js';
export * from './actions/update-flow.js';

/** The product's own internal actions, all flagged internal. */
export const tandemApp = appWithActions(tandem, [tandemGetFlow, tandemListFlows, tandemUpdateFlow, tandemListSteps, tandemListWorkspaces, tandemActionsUsage, tandemRunFlow]);
