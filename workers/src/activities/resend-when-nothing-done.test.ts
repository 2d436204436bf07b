import { describe, expect, it } from 'vitest';
import { NonRetryableError, NotSentError, RetryAfterError, TransientError } from '@tandem/catalog/sdk';
import { resendWhenNothingDone, type Throttle } from './resend-when-nothing-done.js';

/** A call of `requests` requests that answers with the given outcomes in turn; `sent` lists when each call began. */
function callAnswering(requests: number, ...outcomes: Array<Error | string>) {
  const sent: number[] = [];
  const send = async (throttle: Throttle) => {
    sent.push(Date.now());
    for (let i = 0; i < requests; i += 1) await throttle(signal);
    const outcome = outcomes[sent.length - 1];
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
  return { sent, send };
}

const signal = new AbortController().signal;
const throttled = () => new RetryAfterError('slack answered 429', 200);

describe('sending again after a throttled answer, for a call that runs once', () => {
  it('waits as long as the API asked, then sends once more, each request taking its rate limit turn', async () => {
    const { sent, send } = callAnswering(1, throttled(), 'sent');
    const waits: number[] = [];
    let turns = 0;
    const options = { deadline: Date.now() + 10_000, signal, throttle: async () => void (turns += 1), onWait: (_e: unknown, waitMs: number) => waits.push(waitMs) };
    await expect(resendWhenNothingDone(send, options)).resolves.toBe('sent');
    expect(waits).toEqual([200]);
    expect(turns).toBe(2);
    expect(sent[1]! - sent[0]!).toBeGreaterThanOrEqual(200);
  });

  it('gives up at once when the wait does not fit the attempt, when the call had sent more than the refused request, or on another error', async () => {
    const late = callAnswering(1, new RetryAfterError('slack answered 429', 60_000), 'sent');
    await expect(resendWhenNothingDone(late.send, { deadline: Date.now() + 30_000, signal })).rejects.toThrow('slack answered 429');
    const second = callAnswering(2, throttled(), 'sent');
    await expect(resendWhenNothingDone(second.send, { deadline: Date.now() + 30_000, signal })).rejects.toThrow('slack answered 429');
    const refused = callAnswering(1, new NonRetryableError('mailgun answered 400'), 'sent');
    await expect(resendWhenNothingDone(refused.send, { deadline: Date.now() + 30_000, signal })).rejects.toThrow('mailgun answered 400');
    expect([late.sent, second.sent, refused.sent].map((s) => s.length)).toEqual([1, 1, 1]);
  });

  it('sends a request that never left again with backoff, until it goes through', async () => {
    const refused = () => new NotSentError('shop.example could not be reached (ECONNREFUSED); nothing was sent');
    const { sent, send } = callAnswering(1, refused(), refused(), refused(), 'sent');
    const waits: number[] = [];
    const options = { deadline: Date.now() + 10_000, signal, backoff: { firstMs: 10, maxMs: 25 }, onWait: (_e: unknown, waitMs: number) => waits.push(waitMs) };
    await expect(resendWhenNothingDone(send, options)).resolves.toBe('sent');
    expect(waits).toEqual([10, 20, 25]);
    expect(sent).toHaveLength(4);
  });

  it('does not send again after a request that left, a call that had sent more, or a backoff past the deadline', async () => {
    const notSent = () => new NotSentError('shop.example could not be reached (ECONNREFUSED); nothing was sent');
    const reset = callAnswering(1, new TransientError('shop.example could not be reached (ECONNRESET)'), 'sent');
    await expect(resendWhenNothingDone(reset.send, { deadline: Date.now() + 30_000, signal })).rejects.toThrow('ECONNRESET');
    const second = callAnswering(2, notSent(), 'sent');
    await expect(resendWhenNothingDone(second.send, { deadline: Date.now() + 30_000, signal })).rejects.toThrow('nothing was sent');
    const throttledOff = callAnswering(0, throttled(), 'sent');
    await expect(resendWhenNothingDone(throttledOff.send, { deadline: Date.now() + 30_000, signal, throttled: false })).rejects.toThrow('slack answered 429');
    expect(throttledOff.sent).toHaveLength(1);
    const late = callAnswering(1, notSent(), 'sent');
    await expect(resendWhenNothingDone(late.send, { deadline: Date.now() + 1_000, signal })).rejects.toThrow('nothing was sent');
    expect([reset.sent, second.sent, late.sent].map((s) => s.length)).toEqual([1, 1, 1]);
  });
});
