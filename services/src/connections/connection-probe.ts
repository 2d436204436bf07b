import type { AnyAction, CatalogApp } from '@tandem/catalog/sdk';
import { builtInProbes } from './built-in-probes.js';

/** Ids an app's own test action may have in the catalogue. */
const TEST_ACTION_IDS = new Set(['connection.test', 'whoami', 'me.get']);

/**
 * The call that tests a connection: the app's own test action, else Tandem's built-in probe for the
 * app, else the first read-only action that needs no input. Undefined when nothing harmless exists.
 */
export function connectionProbe(app: CatalogApp): AnyAction | undefined {
  return (
    app.actions.find((action) => TEST_ACTION_IDS.has(action.id)) ??
    builtInProbes[app.id] ??
    app.actions.find((action) => !action.mutates && action.input.safeParse({}).success)
  );
}
