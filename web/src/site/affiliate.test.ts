import { describe, expect, it } from 'vitest';
import { affiliateFromSearch, withAffiliate } from './affiliate';
import { indexedDbError, UNKNOWN_INDEXED_DB_ERROR } from './indexed-db-error';

describe('affiliate codes', () => {
  it('reads a plausible ?affiliate= code and ignores anything else', () => {
    expect(affiliateFromSearch('?affiliate=abc')).toBe('abc');
    expect(affiliateFromSearch('?x=1&affiliate=partner-7.de')).toBe('partner-7.de');
    expect(affiliateFromSearch('?affiliate=')).toBeNull();
    expect(affiliateFromSearch('?affiliate=%3Cscript%3E')).toBeNull();
    expect(affiliateFromSearch(`?affiliate=${'a'.repeat(65)}`)).toBeNull();
    expect(affiliateFromSearch('')).toBeNull();
  });

  it('adds affiliate= to a link, keeping its query and hash and replacing an older code', () => {
    expect(withAffiliate('/app/', 'abc')).toBe('/app/?affiliate=abc');
    expect(withAffiliate('/app/sign-up?next=%2Fapp%2Fflows', 'abc')).toBe('/app/sign-up?next=%2Fapp%2Fflows&affiliate=abc');
    expect(withAffiliate('/app/?affiliate=old#top', 'new')).toBe('/app/?affiliate=new#top');
    expect(withAffiliate('/app/', null)).toBe('/app/');
  });

  it('turns an unknown IndexedDB failure into "Unknown indexedDb error" and keeps a DOMException', () => {
    expect(indexedDbError(null).message).toBe(UNKNOWN_INDEXED_DB_ERROR);
    expect(indexedDbError('weird').message).toBe('Unknown indexedDb error');
    const quota = new DOMException('full', 'QuotaExceededError');
    expect(indexedDbError(quota)).toBe(quota);
  });
});
