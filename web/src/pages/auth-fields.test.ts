import { describe, expect, it } from 'vitest';
import { AUTH_FIELDS, authBody } from './auth-fields';

describe('authBody', () => {
  it('sends exactly the fields of the auth kind, trimmed', () => {
    expect(authBody('userSecret', { user: ' shop ', secret: 'k', token: 'ignored' })).toEqual({ user: 'shop', secret: 'k' });
    expect(Object.keys(authBody('oauth1', {}) ?? {})).toEqual([...AUTH_FIELDS.oauth1]);
  });

  it('sends no auth for apps without one and for oauth2 (the provider flow stores it)', () => {
    expect(authBody('none', {})).toBeUndefined();
    expect(authBody('oauth2', { token: 'x' })).toBeUndefined();
  });
});
