import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from '../../testing/api-harness.js';
import { HOOK_RATE_WINDOW_SECONDS } from './hooks.js';

describe('webhook rate limit', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi({ config: { hookRateLimit: 1 } });
  });
  afterAll(() => api?.stop());

  const call = (token: string) => api.app.inject({ method: 'POST', url: `/hooks/${token}`, payload: { orderId: 1 } });

  it('is a setting per hook; past it a call answers 429 with Retry-After', async () => {
    const allowed = api.config.hookRateLimit * HOOK_RATE_WINDOW_SECONDS;
    for (let i = 0; i < allowed; i++) expect((await call('hk_limited')).statusCode).toBe(404);
    const limited = await call('hk_limited');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(HOOK_RATE_WINDOW_SECONDS);
    expect(limited.json().error.code).toBe('rate_limited');
    // Another hook has its own count.
    expect((await call('hk_other')).statusCode).toBe(404);
  });
});
