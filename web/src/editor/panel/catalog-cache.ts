import { useEffect, useState, useSyncExternalStore } from 'react';
import { endpoints } from '../../api/endpoints';
import type { CatalogAction, CatalogApp } from '../../api/types';

let apps: Promise<CatalogApp[]> | null = null;
const loadedApps = new Map<string, CatalogApp>();
const actions = new Map<string, Promise<CatalogAction[]>>();
const loadedActions = new Map<string, CatalogAction[]>();

/** Bumped whenever a list arrives, so checks that read loaded actions run again. */
let generation = 0;
const listeners = new Set<() => void>();
function loaded(): void {
  generation += 1;
  listeners.forEach((listener) => listener());
}

export function loadApps(): Promise<CatalogApp[]> {
  apps ??= endpoints.catalogApps().then(
    ({ items }) => {
      items.forEach((app) => loadedApps.set(app.id, app));
      loaded();
      return items;
    },
    (error: unknown) => {
      apps = null;
      throw error;
    },
  );
  return apps;
}

/** Apps made for custom requests (http) list their internal request action too. */
const withInternal = async (app: string) => (await loadApps().catch(() => [])).some((a) => a.id === app && a.capabilities.includes('customRequest'));

export function loadActions(app: string): Promise<CatalogAction[]> {
  let pending = actions.get(app);
  if (!pending) {
    pending = withInternal(app)
      .then((internal) => endpoints.catalogActions(app, internal))
      .then(({ items }) => {
        loadedActions.set(app, items);
        loaded();
        return items;
      });
    pending.catch(() => actions.delete(app));
    actions.set(app, pending);
  }
  return pending;
}

/** An action's definition if its app's actions are already loaded (for output schemas and the checker). */
export function loadedAction(app: string, action: string): CatalogAction | undefined {
  return loadedActions.get(app)?.find((a) => a.id === action);
}

/** A number that changes whenever more of the catalogue has been loaded. */
export function useCatalogGeneration(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => generation,
  );
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
