import { describe, expect, it } from 'vitest';
import { AuthError, NonRetryableError, RetryAfterError, TransientError } from '../errors/index.js';
import { DEFAULT_RETRY_AFTER_MS, mapHttpError } from './map-http-error.js';

const failed = (status: number, body = '', retryAfter?: string) => mapHttpError('shopify', { status, statusText: 'X', body, retryAfter });

describe('mapHttpError', () => {
  it('maps 401 and 403 to AuthError', () => {
    for (const status of [401, 403]) {
      const error = failed(status, 'Forbidden');
      expect(error).toBeInstanceOf(AuthError);
      expect(error.type).toBe('ConnectorAuthError');
      expect(error.retryable).toBe(false);
    }
  });
  it('maps 404, 422 and other 4xx to NonRetryableError with status and excerpt', () => {
    for (const status of [400, 404, 409, 422]) expect(failed(status)).toBeInstanceOf(NonRetryableError);
    const error = failed(422, JSON.stringify({ errors: [{ message: 'Title is too long' }] }));
    expect(error.message).toBe('shopify answered 422 X: Title is too long');
    expect(error.status).toBe(422);
    expect(error.bodyExcerpt).toContain('Title is too long');
  });
  it('maps 429 to RetryAfterError with the Retry-After delay', () => {
    const error = failed(429, '', '7');
    expect(error).toBeInstanceOf(RetryAfterError);
    expect((error as RetryAfterError).retryAfterMs).toBe(7000);
    expect((failed(429) as RetryAfterError).retryAfterMs).toBe(DEFAULT_RETRY_AFTER_MS);
  });
  it('maps 5xx to TransientError', () => {
    for (const status of [500, 502, 503]) expect(failed(status)).toBeInstanceOf(TransientError);
  });
  it('keeps the body excerpt short', () => {
    expect(failed(500, 'x'.repeat(5000)).bodyExcerpt!.length).toBeLessThanOrEqual(301);
  });
});
