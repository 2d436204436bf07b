import { describe, expect, it } from 'vitest';
import { oauth1BaseString, oauthPercentEncode, signOAuth1 } from './oauth1.js';

describe('OAuth 1.0a HMAC-SHA1 signing (RFC 5849)', () => {
  it('matches the published X API example signature', () => {
    const header = signOAuth1({
      method: 'POST',
      url: 'https://api.x.com/1.1/statuses/update.json?include_entities=true',
      consumerKey: 'xvz1evFS4wEEPTGEFPHBog',
      consumerSecret: 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
      token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
      tokenSecret: 'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
      nonce: 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg',
      timestamp: 1318622958,
      bodyParams: [['status', 'Hello Ladies + Gentlemen, a signed OAuth request!']],
    });
    expect(header).toMatch(/^OAuth oauth_consumer_key="xvz1evFS4wEEPTGEFPHBog", /);
    expect(header).toContain(`oauth_signature="${oauthPercentEncode('Ls93hJiZbQ3akF3HF3x1Bz8/zU4=')}"`);
  });

  it('normalises the base string: lower-case host, default port dropped, params sorted and encoded', () => {
    const base = oauth1BaseString('get', 'HTTP://Example.COM:80/r%20v/X?b5=%3D%253D&a3=a&c%40=&a2=r%20b', [['c2', ''], ['a3', '2 q']]);
    expect(base).toBe(
      'GET&http%3A%2F%2Fexample.com%2Fr%2520v%2FX&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D',
    );
  });

  it('percent-encodes reserved characters that encodeURIComponent keeps', () => {
    expect(oauthPercentEncode("!*'()~")).toBe('%21%2A%27%28%29~');
  });
});
