import { describe, expect, it } from 'vitest';
import { apps } from '@tandem/catalog/apps';
import { missingOAuth2Settings, oauth2Provider } from './oauth2-providers.js';

const env = { TANDEM_OAUTH_GOOGLE_CLIENT_ID: 'id', TANDEM_OAUTH_GOOGLE_CLIENT_SECRET: 'secret' };

describe('oauth2 providers', () => {
  it('asks Google for the scopes the actions need: submitting sitemaps needs the full webmasters scope, not the read-only one', () => {
    expect(oauth2Provider('google-search-console', env)?.scopes).toEqual(['https://www.googleapis.com/auth/webmasters']);
    expect(oauth2Provider('google-sheets', env)?.scopes).toEqual(['https://www.googleapis.com/auth/spreadsheets']);
    expect(oauth2Provider('google-merchant-center', env)?.scopes).toEqual(['https://www.googleapis.com/auth/content']);
    expect(oauth2Provider('google-ads', env)?.scopes).toEqual(['https://www.googleapis.com/auth/adwords', 'https://www.googleapis.com/auth/content']);
    expect(oauth2Provider('google-analytics', env)?.scopes).toEqual(['https://www.googleapis.com/auth/analytics.readonly']);
  });

  it('names the server settings still to set before an app can be connected, and none once they are', () => {
    expect(missingOAuth2Settings(apps['google-ads'], {})).toEqual(['TANDEM_OAUTH_GOOGLE_CLIENT_ID', 'TANDEM_OAUTH_GOOGLE_CLIENT_SECRET']);
    expect(missingOAuth2Settings(apps['google-ads'], { TANDEM_OAUTH_GOOGLE_CLIENT_ID: 'id' })).toEqual(['TANDEM_OAUTH_GOOGLE_CLIENT_SECRET']);
    expect(missingOAuth2Settings(apps['google-ads'], env)).toEqual([]);
    expect(missingOAuth2Settings(apps['klaviyo'], { TANDEM_OAUTH_KLAVIYO_CLIENT_SECRET: 's' })).toEqual(['TANDEM_OAUTH_KLAVIYO_CLIENT_ID']);
    expect(missingOAuth2Settings(apps['openai'], {})).toEqual([]);
  });
});
