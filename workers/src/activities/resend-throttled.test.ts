import { describe, expect, it } from 'vitest';
import { NonRetryableError, RetryAfterError } from '@tandem/catalog/sdk';
import { resendWhenThrottled } from './resend-throttled.js';

/** A send that answers with the given outcomes in turn and counts its calls. */
function sendAnswering(...outcomes: Array<Error | string>) {
  const calls: number[] = [];
  const send = async () => {
    calls.push(Date.now());
    const outcome = outcomes[calls.length - 1];
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
  return { calls, send };
}

const signal = new AbortController().signal;

describe('sending again after a throttled answer', () => {
  it('waits as long as the API asked, then sends once more', async () => {
    const { calls, send } = sendAnswering(new RetryAfterError('slack answered 429', 200), 'sent');
    const waits: number[] = [];
    await expect(resendWhenThrottled(send, { deadline: Date.now() + 10_000, signal, onWait: (e) => waits.push(e.retryAfterMs) })).resolves.toBe('sent');
    expect(waits).toEqual([200]);
    expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(200);
  });

  it('does not wait past the attempt’s deadline, and never sends again after another error', async () => {
    const late = sendAnswering(new RetryAfterError('slack answered 429', 60_000), 'sent');
    await expect(resendWhenThrottled(late.send, { deadline: Date.now() + 30_000, signal })).rejects.toThrow('slack answered 429');
    expect(late.calls).toHaveLength(1);
    const refused = sendAnswering(new NonRetryableError('mailgun answered 400'), 'sent');
    await expect(resendWhenThrottled(refused.send, { deadline: Date.now() + 30_000, signal })).rejects.toThrow('mailgun answered 400');
    expect(refused.calls).toHaveLength(1);
  });
});
