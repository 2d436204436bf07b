import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> = { data: T | undefined; error: Error | undefined; loading: boolean; reload: () => void; update: (change: (data: T) => T) => void };

/** Runs an async loader when `deps` change; ignores answers that arrive after a newer call. */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): AsyncState<T> {
  const [state, setState] = useState<{ data: T | undefined; error: Error | undefined; loading: boolean }>({ data: undefined, error: undefined, loading: true });
  const [tick, setTick] = useState(0);
  const call = useRef(0);
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    const id = ++call.current;
    setState((s) => ({ ...s, loading: true }));
    loader.current().then(
      (data) => id === call.current && setState({ data, error: undefined, loading: false }),
      (error: unknown) => id === call.current && setState((s) => ({ data: s.data, error: error instanceof Error ? error : new Error(String(error)), loading: false })),
    );
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  /** Applies a change the server already answered (a saved item) at once, without waiting for a reload. */
  const update = useCallback((change: (data: T) => T) => setState((s) => (s.data === undefined ? s : { ...s, data: change(s.data) })), []);
  return { ...state, reload, update };
}
