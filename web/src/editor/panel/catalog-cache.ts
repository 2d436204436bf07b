import { useEffect, useState } from 'react';
import { endpoints, itemsOf } from '../../api/endpoints';
import type { CatalogAction, CatalogApp } from '../../api/types';

let apps: Promise<CatalogApp[]> | null = null;
const actions = new Map<string, Promise<CatalogAction[]>>();
const loadedActions = new Map<string, CatalogAction[]>();

export function loadApps(): Promise<CatalogApp[]> {
  apps ??= endpoints.catalogApps().then(itemsOf, (error: unknown) => {
    apps = null;
    throw error;
  });
  return apps;
}

export function loadActions(app: string): Promise<CatalogAction[]> {
  let pending = actions.get(app);
  if (!pending) {
    pending = endpoints.catalogActions(app).then(itemsOf).then((list) => (loadedActions.set(app, list), list));
    pending.catch(() => actions.delete(app));
    actions.set(app, pending);
  }
  return pending;
}

/** An action's definition if its app's actions are already loaded (for output schemas). */
export function loadedAction(app: string, action: string): CatalogAction | undefined {
  return loadedActions.get(app)?.find((a) => a.id === action);
}

/** Loads a catalogue list once per app; `undefined` while loading, `[]` on failure. */
export function useCatalogList<T>(load: (() => Promise<T[]>) | null, key: string): T[] | undefined {
  const [state, setState] = useState<{ key: string; list: T[] | undefined }>({ key, list: undefined });
  useEffect(() => {
    if (!load) return;
    let live = true;
    load().then(
      (list) => live && setState({ key, list }),
      () => live && setState({ key, list: [] }),
    );
    return () => {
      live = false;
    };
    // `load` is recreated each render; `key` names what it loads.
  }, [key]);
  return load && state.key === key ? state.list : undefined;
}
