import { describe, expect, it } from 'vitest';
import { createLoginBackoff } from './login-backoff.js';

describe('login back-off per account', () => {
  it('holds an address back once its failures reach the limit, until the window has passed', () => {
    let clock = 1_000_000;
    const backoff = createLoginBackoff({ maxFailures: 3, windowMs: 60_000, now: () => clock });
    for (let i = 0; i < 3; i++) {
      expect(backoff.retryAfterSeconds('ada@example.test')).toBeUndefined();
      backoff.attempted('ada@example.test');
    }
    expect(backoff.retryAfterSeconds(' ADA@example.test ')).toBe(60);
    clock += 45_500;
    expect(backoff.retryAfterSeconds('ada@example.test')).toBe(15);
    // Another address has its own count.
    expect(backoff.retryAfterSeconds('bob@example.test')).toBeUndefined();
    clock += 14_500;
    expect(backoff.retryAfterSeconds('ada@example.test')).toBeUndefined();
  });

  it('clears the count on a successful sign-in and keeps at most maxTracked addresses', () => {
    const backoff = createLoginBackoff({ maxFailures: 2, windowMs: 60_000, now: () => 0, maxTracked: 2 });
    backoff.attempted('a@x.test');
    backoff.succeeded('a@x.test');
    backoff.attempted('a@x.test');
    expect(backoff.retryAfterSeconds('a@x.test')).toBeUndefined();
    backoff.attempted('a@x.test');
    expect(backoff.retryAfterSeconds('a@x.test')).toBe(60);
    backoff.attempted('b@x.test');
    backoff.attempted('c@x.test');
    // The oldest address made room.
    expect(backoff.retryAfterSeconds('a@x.test')).toBeUndefined();
  });
});
