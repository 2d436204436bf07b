/** The signal of one request: aborted by the caller's signal or once the request's time is up. */
export interface RequestSignal {
  readonly signal: AbortSignal;
  /** Whether the time ran out (and not the caller's signal) before `done`. */
  timedOut(): boolean;
  /** The request is over: the timer stops and the caller's signal is let go. */
  done(): void;
}

/**
 * One controller, one timer and one listener on the caller's signal, all let go when the request is
 * over. `AbortSignal.timeout` with `AbortSignal.any` does the same but tracks its signals with weak
 * references, and costs about 25 µs a request against 1 µs for this (Node 20), on every request of
 * every action. Like `AbortSignal.timeout`, the timer does not keep the process alive and aborts with
 * a `TimeoutError`.
 */
export function requestSignal(outer: AbortSignal | undefined, timeoutMs: number): RequestSignal {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(outer?.reason);
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
  }, timeoutMs);
  timer.unref();
  if (outer?.aborted) onAbort();
  else outer?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}
