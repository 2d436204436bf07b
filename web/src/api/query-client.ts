import { QueryClient } from '@tanstack/react-query';
import type { Route } from '@tandem/services/contract';
import type { CallArgs, ParamsOf } from './call';

/**
 * The app's one cache of server state (@tanstack/react-query). Screens read through `useApiQuery`
 * with the query options of `queries.ts`; writes invalidate what they change (`invalidate`).
 * No retries and no refetch on window focus: an error shows at once, as it did before the cache,
 * and a form is never refilled under the user's hands.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** A cached read's key: the route's path, then its params and query, so `invalidate(route, params)` reaches every page of it. */
export function keyOf<R extends Route>(route: R, args?: CallArgs<R>) {
  const { params, query } = (args ?? {}) as { params?: unknown; query?: unknown };
  return [route.url, params ?? {}, query ?? {}] as const;
}

/** Marks every cached read of `route` (with these params, or all) stale; the ones on screen load again. */
export function invalidate<R extends Route>(route: R, params?: Partial<ParamsOf<R>>): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: params ? [route.url, params] : [route.url] });
}

