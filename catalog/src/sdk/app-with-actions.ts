import type { AnyAction } from './define-action.js';
import type { AnyApp } from './define-app.js';

/** An app of the registry together with its actions. */
export type CatalogApp = AnyApp & { readonly actions: readonly AnyAction[] };

/** Assembles an app and its actions (the app's `index.ts`); action ids must be unique and belong to the app. */
export function appWithActions(app: AnyApp, actions: readonly AnyAction[]): CatalogApp {
  const ids = new Set<string>();
  for (const action of actions) {
    if (action.app.id !== app.id) throw new Error(`Action ${action.id} belongs to ${action.app.id}, not ${app.id}`);
    if (ids.has(action.id)) throw new Error(`Duplicate action id ${app.id}.${action.id}`);
    ids.add(action.id);
  }
  return Object.freeze({ ...app, actions: Object.freeze([...actions]) });
}
