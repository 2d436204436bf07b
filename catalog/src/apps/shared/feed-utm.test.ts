import { describe, expect, it } from 'vitest';
import { FeedUtm, tagFeedLinks, withUtm } from './feed-utm.js';

describe('campaign tags of a feed', () => {
  it('accepts other parameters only as name=value pairs joined by &, or empty', () => {
    for (const ok of ['', 'utm_content=feed', 'utm_content=feed&utm_term=shoes', 'a=']) expect(FeedUtm.safeParse({ other: ok }).success, ok).toBe(true);
    for (const bad of ['utm_content', 'a=b&', '&a=b', 'a=b&&c=d', 'a b=c', 'a=b=c']) {
      const parsed = FeedUtm.safeParse({ other: bad });
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('UTM other parameters must be name=value pairs joined by &, or empty');
    }
  });

  it('adds them to each link, keeping its own parameters and replacing a tag it already has', () => {
    const utm = { source: 'google', medium: 'cpc', other: 'utm_content=feed' };
    expect(withUtm('https://shop.example/p/1?variant=2&utm_source=old', utm)).toBe('https://shop.example/p/1?variant=2&utm_source=google&utm_medium=cpc&utm_content=feed');
    expect(withUtm('https://shop.example/p/1', undefined)).toBe('https://shop.example/p/1');
    expect(withUtm('', utm)).toBe('');
    const rows = tagFeedLinks([{ item_group_id: '1', id: '1', title: 't', description: 'd', link: 'https://shop.example/a', image_link: '', availability: 'in_stock', price: '1.00 EUR', brand: '', gtin: '' }], { campaign: 'summer sale' });
    expect(rows[0]!.link).toBe('https://shop.example/a?utm_campaign=summer+sale');
  });
});
