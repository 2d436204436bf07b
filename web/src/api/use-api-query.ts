import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { queryClient } from './query-client';

/** What a screen reads of a cached query: the data, the error, whether a load is under way, and two actions. */
export type ServerState<T> = {
  data: T | undefined;
  error: Error | undefined;
  /** True while a load runs, the first or a later one (the data of the last load stays meanwhile). */
  loading: boolean;
  /** Loads again now. */
  reload: () => void;
  /** Applies a change the server already answered (a saved item) to the cache at once, without a reload. */
  update: (change: (data: T) => T) => void;
};

/** `useQuery` as the screens read it: `const flows = useApiQuery(queries.flows(ws))`, or with `{ enabled, refetchInterval }`. */
export function useApiQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): ServerState<T> {
  const query = useQuery(options, queryClient);
  const { refetch } = query;
  const key = useRef(options.queryKey);
  key.current = options.queryKey;
  const reload = useCallback(() => void refetch(), [refetch]);
  const update = useCallback((change: (data: T) => T) => void queryClient.setQueryData<T>(key.current, (data) => (data === undefined ? data : change(data))), []);
  return { data: query.data, error: query.error ?? undefined, loading: query.isFetching, reload, update };
}
