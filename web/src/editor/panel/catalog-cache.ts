import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import * as routes from '@tandem/services/contract';
import { endpoints } from '../../api/endpoints';
import { keyOf, queryClient } from '../../api/query-client';
import type { CatalogAction, CatalogApp } from '../../api/types';

/**
 * The catalogue in the app's query cache: read once per visit (it changes only with a new build), shared
 * by the step panel, the checker, the change-watch form and the connections page.
 */
const appsQuery = queryOptions({
  queryKey: keyOf(routes.catalogApps),
  staleTime: Infinity,
  queryFn: async (): Promise<CatalogApp[]> => (await endpoints.catalogApps()).items,
});

/** Apps made for custom requests (http) list their internal request action too: the app decides, so the key is the app. */
const withInternal = async (app: string) => (await loadApps().catch(() => [])).some((a) => a.id === app && a.capabilities.includes('customRequest'));
const actionsQuery = (app: string) =>
  queryOptions({
    queryKey: keyOf(routes.catalogActions, { params: { app } }),
    staleTime: Infinity,
    queryFn: async () => (await endpoints.catalogActions(app, await withInternal(app))).items as CatalogAction[],
  });

export function loadApps(): Promise<CatalogApp[]> {
  return queryClient.fetchQuery(appsQuery);
}

export function loadActions(app: string): Promise<CatalogAction[]> {
  return queryClient.fetchQuery(actionsQuery(app));
}

/** An action's definition if its app's actions are already loaded (for output schemas and the checker). */
export function loadedAction(app: string, action: string): CatalogAction | undefined {
  return queryClient.getQueryData(actionsQuery(app).queryKey)?.find((a) => a.id === action);
}

/** How many apps' action lists are loaded: changes whenever more of the catalogue arrives. */
const loadedLists = () => queryClient.getQueryCache().findAll({ queryKey: [routes.catalogActions.url], predicate: (query) => query.state.status === 'success' }).length;

/** A number that changes whenever more of the catalogue has been loaded. */
export function useCatalogGeneration(): number {
  return useSyncExternalStore((listener) => queryClient.getQueryCache().subscribe(listener), loadedLists);
}

/** The catalogue's apps; `undefined` while loading, `[]` on failure. */
export function useCatalogApps(): CatalogApp[] | undefined {
  const query = useQuery(appsQuery, queryClient);
  return query.data ?? (query.isError ? [] : undefined);
}

/** An app's name for people ("Google Ads" for `google-ads`); the id until the catalogue has loaded. */
export function useAppName(): (app: string) => string {
  const apps = useCatalogApps();
  return (app) => apps?.find((a) => a.id === app)?.name ?? app;
}

/** An app's actions (none asked for without an app); `undefined` while loading, `[]` on failure. */
export function useCatalogActions(app: string | null | undefined): CatalogAction[] | undefined {
  const query = useQuery({ ...actionsQuery(app ?? ''), enabled: Boolean(app) }, queryClient);
  if (!app) return undefined;
  return query.data ?? (query.isError ? [] : undefined);
}
