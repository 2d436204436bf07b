import { describe, expect, it } from 'vitest';
import { credentialFields } from './credential-labels.js';

describe('credentialFields', () => {
  it("labels each app's credentials by the names the app itself gives them", () => {
    expect(credentialFields('shopware5', 'userSecret').map((f) => f.label)).toEqual(['Username', 'API Key']);
    expect(credentialFields('shopware6', 'userSecret').map((f) => f.label)).toEqual(['Access Key ID', 'Secret Access Key']);
    expect(credentialFields('woocommerce', 'userSecret').map((f) => f.label)).toEqual(['Consumer Key', 'Consumer Secret']);
    expect(credentialFields('shopify', 'userSecretToken')).toEqual([
      { key: 'user', label: 'API Key' },
      { key: 'secret', label: 'API Secret Key' },
      { key: 'token', label: 'Admin API Access Token' },
    ]);
    expect(credentialFields('mailgun', 'token')).toEqual([{ key: 'token', label: 'API Key' }]);
    expect(credentialFields('magento', 'oauth1').map((f) => f.key)).toEqual(['consumerKey', 'consumerSecret', 'tokenKey', 'tokenSecret']);
    expect(credentialFields('google-ads', 'oauth2')).toEqual([]);
  });
});
