import type { AnyAction, CatalogApp } from '@tandem/catalog/sdk';
import { type AppCallOptions, runAction, runAppTest } from '@tandem/catalog/runtime';

/** Ids an app's own test action may have in the catalogue. */
const TEST_ACTION_IDS = new Set(['connection.test', 'whoami', 'me.get']);

/** A call that tests a connection. */
export type ConnectionProbe = (options: AppCallOptions) => Promise<void>;

/**
 * The call that tests a connection: the app's declared `test`, else its own test action, else the
 * first read-only action that needs no input. Undefined when nothing harmless exists.
 */
export function connectionProbe(app: CatalogApp): ConnectionProbe | undefined {
  if (app.test) return (options) => runAppTest(app, options);
  const action: AnyAction | undefined =
    app.actions.find((a) => TEST_ACTION_IDS.has(a.id)) ?? app.actions.find((a) => !a.mutates && a.input.safeParse({}).success);
  return action && (async (options) => void (await runAction(action, { ...options, input: {} })));
}
