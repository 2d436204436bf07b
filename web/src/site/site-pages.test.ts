import { describe, expect, it } from 'vitest';
import { matchSitePage, sitePageKeys, sitePages } from './site-pages';

describe('site pages', () => {
  it('keeps the seed’s paths and German slugs', () => {
    expect(sitePages.product.de).toBe('/de/produkt');
    expect(sitePages.pricing.de).toBe('/de/preise');
    expect(sitePages.contact.de).toBe('/de/kontakt');
    expect(sitePages.aboutUs.de).toBe('/de/uber-uns');
    expect(sitePages.successStories.de).toBe('/de/success-stories');
    expect(sitePages.privacy.de).toBe('/de/privacy');
    expect(sitePages.terms.de).toBe('/de/terms');
  });

  it('matches every path to its page and language, with or without a trailing slash', () => {
    for (const key of sitePageKeys) {
      expect(matchSitePage(sitePages[key].en)).toEqual({ key, locale: 'en' });
      expect(matchSitePage(`${sitePages[key].de}/`)).toEqual({ key, locale: 'de' });
    }
    expect(matchSitePage('/app/')).toBeNull();
    expect(new Set(sitePageKeys.flatMap((key) => [sitePages[key].en, sitePages[key].de])).size).toBe(sitePageKeys.length * 2);
  });
});
