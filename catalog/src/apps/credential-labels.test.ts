import { describe, expect, it } from 'vitest';
import { credentialFields } from './credential-labels.js';
import { apps } from './registry.js';

describe('credentialFields', () => {
  it("labels each app's credentials by the names the app itself gives them", () => {
    expect(credentialFields(apps['shopware5']).map((f) => f.label)).toEqual(['Username', 'API Key']);
    expect(credentialFields(apps['shopware6']).map((f) => f.label)).toEqual(['Access Key ID', 'Secret Access Key']);
    expect(credentialFields(apps['woocommerce']).map((f) => f.label)).toEqual(['Consumer Key', 'Consumer Secret']);
    expect(credentialFields(apps['shopify'])).toEqual([
      { key: 'user', label: 'API Key' },
      { key: 'secret', label: 'API Secret Key' },
      { key: 'token', label: 'Admin API Access Token' },
    ]);
    expect(credentialFields(apps['mailgun'])).toEqual([{ key: 'token', label: 'API Key' }]);
    expect(credentialFields(apps['magento']).map((f) => f.key)).toEqual(['consumerKey', 'consumerSecret', 'tokenKey', 'tokenSecret']);
    expect(credentialFields(apps['google-ads'])).toEqual([]);
  });
});
