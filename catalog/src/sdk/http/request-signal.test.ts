import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestSignal } from './request-signal.js';

describe('requestSignal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('aborts with a TimeoutError once the time is up', () => {
    const cancel = requestSignal(undefined, 1000);
    vi.advanceTimersByTime(999);
    expect(cancel.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(cancel.signal.aborted).toBe(true);
    expect(cancel.timedOut()).toBe(true);
    expect((cancel.signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it("aborts with the caller's reason when the caller's signal aborts, now or before", () => {
    const caller = new AbortController();
    const cancel = requestSignal(caller.signal, 1000);
    caller.abort(new Error('cancelled'));
    expect(cancel.signal.reason).toEqual(new Error('cancelled'));
    expect(cancel.timedOut()).toBe(false);

    const early = requestSignal(caller.signal, 1000);
    expect(early.signal.aborted).toBe(true);
    expect(early.signal.reason).toEqual(new Error('cancelled'));
  });

  it('lets go of the timer and of the caller once done', () => {
    const caller = new AbortController();
    const cancel = requestSignal(caller.signal, 1000);
    expect(vi.getTimerCount()).toBe(1);
    cancel.done();
    expect(vi.getTimerCount()).toBe(0);
    caller.abort();
    vi.advanceTimersByTime(2000);
    expect(cancel.signal.aborted).toBe(false);
    expect(cancel.timedOut()).toBe(false);
  });
});
