import { describe, expect, it } from 'vitest';
import { PermissionError, RetryAfterError } from '@tandem/catalog/sdk';
import { classifiedError } from '@tandem/catalog/runtime';
import { classifyGoogleError, googleAdsFailureOf, protobufDurationMs } from './classify-google-error.js';

const failure = (status: string, code: number, errors: unknown[], extra: unknown[] = []) =>
  JSON.stringify({
    error: {
      code,
      message: 'Request contains an invalid argument.',
      status,
      details: [{ '@type': 'type.googleapis.com/google.ads.googleads.v21.errors.GoogleAdsFailure', errors, requestId: 'r1' }, ...extra],
    },
  });
const answer = (status: number, body: string) => ({ status, statusText: '', headers: {}, body });

describe('classifyGoogleError', () => {
  it('RESOURCE_EXHAUSTED waits the retryDelay of the quota error details', () => {
    const body = failure('RESOURCE_EXHAUSTED', 429, [
      { errorCode: { quotaError: 'RESOURCE_TEMPORARILY_EXHAUSTED' }, message: 'Too many requests.', details: { quotaErrorDetails: { rateScope: 'ACCOUNT', retryDelay: '27s' } } },
    ]);
    expect(classifyGoogleError(answer(429, body))).toEqual({ kind: 'throttled', message: 'Too many requests.', retryAfterMs: 27_000 });
    const error = classifiedError('google-ads', answer(429, body), classifyGoogleError(answer(429, body))!);
    expect(error).toBeInstanceOf(RetryAfterError);
    expect((error as RetryAfterError).retryAfterMs).toBe(27_000);
  });

  it('reads google.rpc.RetryInfo and the array form of searchStream errors', () => {
    const body = JSON.stringify([
      { error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED', details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '1.5s' }] } },
    ]);
    expect(classifyGoogleError(answer(429, body))).toEqual({ kind: 'throttled', message: 'Quota exceeded', retryAfterMs: 1500 });
  });

  it('UNAUTHENTICATED is auth, PERMISSION_DENIED one resource, INVALID_ARGUMENT a validation error with the failure messages', () => {
    expect(classifyGoogleError(answer(401, JSON.stringify({ error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } })))).toEqual({
      kind: 'auth',
      message: 'Request had invalid authentication credentials.',
    });
    const denied = failure('PERMISSION_DENIED', 403, [{ errorCode: { authorizationError: 'USER_PERMISSION_DENIED' }, message: "User doesn't have permission to access customer." }]);
    expect(classifyGoogleError(answer(403, denied))).toEqual({ kind: 'permission', message: "User doesn't have permission to access customer." });
    expect(classifiedError('google-ads', answer(403, denied), classifyGoogleError(answer(403, denied))!)).toBeInstanceOf(PermissionError);
    const invalid = failure('INVALID_ARGUMENT', 400, [
      { errorCode: { queryError: 'UNRECOGNIZED_FIELD' }, message: "Unrecognized field in the query: 'campaign.nme'." },
      { errorCode: { fieldError: 'REQUIRED' }, message: 'The required field was not present.' },
    ]);
    expect(classifyGoogleError(answer(400, invalid))).toEqual({ kind: 'validation', message: "Unrecognized field in the query: 'campaign.nme'.; The required field was not present." });
    expect(googleAdsFailureOf(invalid).map((e) => e.errorCode)).toEqual([{ queryError: 'UNRECOGNIZED_FIELD' }, { fieldError: 'REQUIRED' }]);
  });

  it('UNAVAILABLE is transient; other bodies and successes are left to the status', () => {
    expect(classifyGoogleError(answer(503, JSON.stringify({ error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } })))?.kind).toBe('transient');
    expect(classifyGoogleError(answer(502, '<html>Bad gateway</html>'))).toBeUndefined();
    expect(classifyGoogleError(answer(200, JSON.stringify({ results: [] })))).toBeUndefined();
    expect(protobufDurationMs('0.25s')).toBe(250);
    expect(protobufDurationMs('soon')).toBeUndefined();
  });
});
