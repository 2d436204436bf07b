import { describe, expect, it } from 'vitest';
import { actionJsonSchemas } from '@tandem/catalog/runtime';
import { DEFAULT_ACTION_TIMEOUT, defineApp } from '@tandem/catalog/sdk';
import { IsoDuration } from '../flow/duration.js';
import { retryPolicyOf, retryTraitsOf } from '../retry/index.js';
import { isActionVisible, listCatalog } from './list-catalog.js';
import { appIds, apps, findAction } from './registry.js';

describe('the app catalogue', () => {
  it('has every app of apps.md with its auth kind and its premium flag', () => {
    const expected = {
      'google-ads': ['oauth2', true], 'google-ads-manager': ['oauth2', true], 'meta-ads': ['oauth2', true],
      'google-analytics': ['oauth2', false], 'google-merchant-center': ['oauth2', true], 'google-search-console': ['oauth2', true],
      'google-sheets': ['oauth2', true], shopify: ['userSecretToken', true], shopware5: ['userSecret', true],
      shopware6: ['userSecret', true], woocommerce: ['userSecret', true], magento: ['oauth1', false], klaviyo: ['oauth2', false],
      mailchimp: ['oauth2', false], mailgun: ['token', true], slack: ['none', true], clickup: ['oauth2', true],
      openai: ['token', true], pipedream: ['none', false], http: ['none', false],
      // The product itself needs no connection: the worker gives its steps a token of the run's workspace.
      tandem: ['none', true],
    };
    expect(Object.fromEntries(appIds.map((id) => [id, [apps[id].authentication, apps[id].premium]]))).toEqual(expected);
    for (const id of appIds) expect(apps[id].id).toBe(id);
  });

  it('declares how each oauth2 app signs in, in the app, and refuses an oauth2 app without it', () => {
    for (const id of appIds) expect(apps[id].oauth2 !== undefined, id).toBe(apps[id].authentication === 'oauth2');
    expect(apps.klaviyo.oauth2).toMatchObject({ tokenUrl: 'https://a.klaviyo.com/oauth/token', clientAuth: 'basic', refreshable: true });
    expect(apps['meta-ads'].oauth2?.authorizeUrl).toBe('https://www.facebook.com/v26.0/dialog/oauth');
    const { oauth2: _, ...withoutOAuth2 } = apps.klaviyo;
    expect(() => defineApp(withoutOAuth2)).toThrow(/klaviyo.*must declare oauth2/);
    expect(() => defineApp({ ...apps.openai, pool: 'flows' })).toThrow(/pool "flows"/);
  });

  it('uses the real API hosts', () => {
    expect(apps.slack.baseUrl).toBe('https://hooks.slack.com');
    expect(apps.openai.baseUrl).toBe('https://api.openai.com/v1');
    expect(apps.clickup.baseUrl).toBe('https://api.clickup.com');
  });

  it('finds actions by app and id', () => {
    expect(findAction('slack', 'messages.send')?.app.id).toBe('slack');
    expect(findAction('mailgun', 'messages.send')?.app.id).toBe('mailgun');
    expect(findAction('http', 'request.send')?.internal).toBe(true);
    expect(findAction('slack', 'nope')).toBeUndefined();
    expect(findAction('nope', 'messages.send')).toBeUndefined();
  });

  it('lists the catalogue without hidden, internal and unflagged actions unless asked', () => {
    const visible = (options = {}) => listCatalog(options).find((a) => a.id === 'http')?.actions.map((a) => a.id);
    expect(visible()).toEqual([]);
    expect(visible({ includeInternal: true })).toEqual(['request.send']);
    expect(listCatalog().find((a) => a.id === 'slack')).toMatchObject({ premium: true, authentication: 'none', actions: [{ id: 'messages.send', mutates: true }] });
    const flagged = { featureFlag: 'apps.meta-ads.business-enabled' };
    expect(isActionVisible(flagged)).toBe(false);
    expect(isActionVisible(flagged, { flags: ['apps.meta-ads.business-enabled'] })).toBe(true);
    expect(isActionVisible({ hidden: true })).toBe(false);
    expect(isActionVisible({ hidden: true }, { includeHidden: true })).toBe(true);
  });

  it('every action has valid schemas, a valid timeout and JSON Schemas with form hints', () => {
    for (const app of Object.values(apps)) {
      for (const action of app.actions) {
        expect(IsoDuration.safeParse(action.defaultTimeout ?? DEFAULT_ACTION_TIMEOUT).success).toBe(true);
        const schemas = actionJsonSchemas(action);
        expect(schemas.input.type).toBe('object');
        expect(schemas.output.type).toBe('object');
      }
    }
    const slackInput = actionJsonSchemas(findAction('slack', 'messages.send')!).input as { properties: Record<string, Record<string, unknown>> };
    expect(slackInput.properties.message?.['x-tandem-component']).toEqual({ kind: 'textArea', minRows: 5 });
  });

  it('the workflows read the retry traits every action declares', () => {
    for (const app of Object.values(apps)) {
      for (const action of app.actions) {
        const traits = retryTraitsOf(app.id, action.id);
        const declared = { mutates: action.mutates, mutatesFor: action.mutatesFor, idempotent: action.idempotent, usesIdempotencyKey: action.usesIdempotencyKey, defaultTimeout: action.defaultTimeout };
        const read = { mutates: traits.mutates, mutatesFor: traits.mutatesFor, idempotent: traits.idempotent, usesIdempotencyKey: traits.usesIdempotencyKey, defaultTimeout: traits.defaultTimeout };
        expect(typeof action.mutates, `${app.id} ${action.id} declares whether it mutates`).toBe('boolean');
        expect(declared, `${app.id} ${action.id}: its traits differ from the workflows' table; run \`npm run derive\``).toEqual(read);
      }
    }
    expect(retryPolicyOf(retryTraitsOf('slack', 'messages.send'), { message: 'hi' })).toMatchObject({ timeout: 'PT30S', attempts: 'once' });
    expect(retryPolicyOf(retryTraitsOf('tandem', 'flows.update'), {})).toEqual({ timeout: 'PT1M', attempts: 'retry' });
    expect(retryPolicyOf(retryTraitsOf('shopify', 'products.list'), {}, 'PT5M')).toEqual({ timeout: 'PT5M', attempts: 'retry' });
  });
});
