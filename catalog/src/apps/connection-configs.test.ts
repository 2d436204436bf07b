import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { GoogleAdsConfig } from './google-ads/app.js';
import { GoogleAdsManagerConfig } from './google-ads-manager/app.js';
import { MailgunConfig } from './mailgun/app.js';
import { OpenAiConfig } from './openai/app.js';
import { SeoMetaDescription, SeoMetaTitle, ShopUrl } from './shared/index.js';
import { ShopifyConfig } from './shopify/app.js';
import { Shopware6Config } from './shopware6/app.js';
import { SlackConfig } from './slack/app.js';

const messages = (schema: z.ZodType, value: unknown): string[] => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('connection config validation', () => {
  it('Google Ads ids: 10 digits or 3-3-4, spaces allowed, dashes stripped; manager optional, empty = absent', () => {
    expect(GoogleAdsConfig.parse({ customerId: ' 123-456-7890 ' })).toEqual({ customerId: '1234567890' });
    expect(GoogleAdsConfig.parse({ customerId: '1234567890', managerId: '' }).managerId).toBeUndefined();
    expect(GoogleAdsConfig.parse({ customerId: '1234567890', managerId: '111-222-3333' }).managerId).toBe('1112223333');
    for (const bad of ['12345', '123-4567-890', '12345678901', 'abc-def-ghij']) {
      expect(messages(GoogleAdsConfig, { customerId: bad })).toEqual(['Please provide a valid Google Ads ID']);
    }
    expect(messages(GoogleAdsConfig, { customerId: '1234567890', managerId: '1' })).toEqual(['Please provide a valid Google Ads ID']);
    expect(messages(GoogleAdsManagerConfig, {})).toEqual(['Please provide a valid Google Ads ID']);
  });

  it('shop URLs must be URLs; trailing slashes are removed', () => {
    expect(ShopUrl.parse('https://shop.example.com///')).toBe('https://shop.example.com');
    expect(ShopUrl.safeParse('shop.example.com').success).toBe(false);
  });

  it('Shopify store must end with .myshopify.com; currency is ISO 4217', () => {
    expect(ShopifyConfig.parse({ store: 'https://My-Shop.myshopify.com/', currency: 'eur' })).toEqual({ store: 'my-shop.myshopify.com', currency: 'EUR' });
    expect(messages(ShopifyConfig, { store: 'my-shop.com', currency: 'EUR' })).toEqual(['The store must end with .myshopify.com']);
    expect(ShopifyConfig.safeParse({ store: 'a.myshopify.com', currency: 'EURO' }).success).toBe(false);
  });

  it('Slack webhook: required, valid URL, hooks prefix; icon URL at most 255 characters', () => {
    const hook = 'https://hooks.slack.com/services/T0/B0/x';
    expect(SlackConfig.parse({ webhookUrl: ` ${hook} ` }).webhookUrl).toBe(hook);
    expect(messages(SlackConfig, {})).toEqual(['Please provide a webhook URL']);
    expect(messages(SlackConfig, { webhookUrl: '' })).toEqual(['Please provide a webhook URL']);
    expect(messages(SlackConfig, { webhookUrl: 'not a url' })).toEqual(['Please provide a valid URL']);
    expect(messages(SlackConfig, { webhookUrl: 'https://example.com/services/x' })).toEqual(['The webhook URL must start with https://hooks.slack.com/']);
    expect(messages(SlackConfig, { webhookUrl: hook, iconUrl: 'icon' })).toEqual(['Please provide a valid URL']);
    expect(messages(SlackConfig, { webhookUrl: hook, iconUrl: `https://x.io/${'a'.repeat(250)}` })).toEqual(['The URL must not be longer than 255 characters']);
  });

  it('OpenAI max retries: optional integer 0 to 10', () => {
    expect(OpenAiConfig.parse({})).toEqual({});
    expect(OpenAiConfig.parse({ maxRetries: 10 }).maxRetries).toBe(10);
    for (const bad of [-1, 11, 2.5]) expect(OpenAiConfig.safeParse({ maxRetries: bad }).success).toBe(false);
  });

  it('Mailgun: region eu|us default eu, domain and sender required, default subject optional', () => {
    expect(MailgunConfig.parse({ domain: 'mg.x.io', sender: 'a@mg.x.io' })).toEqual({ region: 'eu', domain: 'mg.x.io', sender: 'a@mg.x.io' });
    expect(MailgunConfig.safeParse({ region: 'asia', domain: 'd', sender: 's' }).success).toBe(false);
    expect(MailgunConfig.safeParse({ domain: 'd' }).success).toBe(false);
    expect(MailgunConfig.safeParse({ sender: 's' }).success).toBe(false);
  });

  it('Shopware 6 page size is optional; SEO meta title and description at most 255', () => {
    expect(Shopware6Config.parse({ shopUrl: 'https://s.io/' })).toEqual({ shopUrl: 'https://s.io' });
    expect(Shopware6Config.parse({ shopUrl: 'https://s.io', pageSize: '500' }).pageSize).toBe(500);
    expect(SeoMetaTitle.safeParse('a'.repeat(255)).success).toBe(true);
    expect(SeoMetaTitle.safeParse('a'.repeat(256)).success).toBe(false);
    expect(SeoMetaDescription.safeParse('a'.repeat(256)).success).toBe(false);
  });
});
