import { describe, expect, it } from 'vitest';
import { classifyMetaError, isMetaThrottlingCode, META_DEFAULT_WAIT_MS, metaWaitMs } from './classify-meta-error.js';

const error = (code: number, message = 'An error', extra: Record<string, unknown> = {}) => JSON.stringify({ error: { message, type: 'OAuthException', code, fbtrace_id: 'A1', ...extra } });
const answer = (status: number, body: string, headers: Record<string, string> = {}) => ({ status, statusText: '', headers, body });

describe('classifyMetaError', () => {
  it('knows the throttling codes', () => {
    for (const code of [4, 17, 32, 613, 80_000, 80_004, 80_014]) expect(isMetaThrottlingCode(code)).toBe(true);
    for (const code of [1, 100, 190, 200, 79_999, 80_015]) expect(isMetaThrottlingCode(code)).toBe(false);
  });

  it('throttling with HTTP 400 waits what x-business-use-case-usage or x-ad-account-usage name', () => {
    const buc = { 'x-business-use-case-usage': JSON.stringify({ '1234': [{ type: 'ads_management', call_count: 100, total_cputime: 20, total_time: 30, estimated_time_to_regain_access: 3 }] }) };
    expect(classifyMetaError(answer(400, error(80_004, 'There have been too many calls to this ad-account.'), buc))).toEqual({
      kind: 'throttled',
      message: 'There have been too many calls to this ad-account.',
      retryAfterMs: 180_000,
    });
    expect(metaWaitMs({ 'x-ad-account-usage': JSON.stringify({ acc_id_util_pct: 100, reset_time_duration: 42 }) })).toBe(42_000);
    expect(metaWaitMs({ 'x-app-usage': JSON.stringify({ call_count: 100, total_cputime: 5, total_time: 5 }) })).toBe(META_DEFAULT_WAIT_MS);
    expect(metaWaitMs({ 'x-app-usage': JSON.stringify({ call_count: 40 }) })).toBeUndefined();
    expect(classifyMetaError(answer(400, error(17, 'User request limit reached')))).toMatchObject({ kind: 'throttled', retryAfterMs: META_DEFAULT_WAIT_MS });
  });

  it('190 is auth, 200–299 and 10 a permission on one object, 100 a validation error with the user message', () => {
    expect(classifyMetaError(answer(400, error(190, 'Error validating access token: Session has expired'))))!.toEqual({ kind: 'auth', message: 'Error validating access token: Session has expired' });
    expect(classifyMetaError(answer(403, error(200, 'Permissions error')))?.kind).toBe('permission');
    expect(classifyMetaError(answer(400, error(10, 'Application does not have permission')))?.kind).toBe('permission');
    expect(classifyMetaError(answer(400, error(100, 'Invalid parameter', { error_user_msg: 'The budget is too low.' })))).toEqual({ kind: 'validation', message: 'The budget is too low.' });
    expect(classifyMetaError(answer(500, error(2, 'Service temporarily unavailable', { is_transient: true })))?.kind).toBe('transient');
    expect(classifyMetaError(answer(200, JSON.stringify({ data: [] })))).toBeUndefined();
  });
});
