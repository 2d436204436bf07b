import type { AnyAction, CatalogApp } from '@tandem/catalog/sdk';
import { clickupApp } from './clickup/index.js';
import { googleAdsManagerApp } from './google-ads-manager/index.js';
import { googleAdsApp } from './google-ads/index.js';
import { googleAnalyticsApp } from './google-analytics/index.js';
import { googleMerchantCenterApp } from './google-merchant-center/index.js';
import { googleSearchConsoleApp } from './google-search-console/index.js';
import { googleSheetsApp } from './google-sheets/index.js';
import { httpApp } from './http/index.js';
import { klaviyoApp } from './klaviyo/index.js';
import { magentoApp } from './magento/index.js';
import { mailchimpApp } from './mailchimp/index.js';
import { mailgunApp } from './mailgun/index.js';
import { metaAdsApp } from './meta-ads/index.js';
import { openaiApp } from './openai/index.js';
import { pipedreamApp } from './pipedream/index.js';
import { shopifyApp } from './shopify/index.js';
import { shopware5App } from './shopware5/index.js';
import { shopware6App } from './shopware6/index.js';
import { slackApp } from './slack/index.js';
import { tandemApp } from './tandem/index.js';
import { woocommerceApp } from './woocommerce/index.js';

/** Every app of the catalogue by id (apps.md). */
export const apps = {
  'google-ads': googleAdsApp,
  'google-ads-manager': googleAdsManagerApp,
  'meta-ads': metaAdsApp,
  'google-analytics': googleAnalyticsApp,
  'google-merchant-center': googleMerchantCenterApp,
  'google-search-console': googleSearchConsoleApp,
  'google-sheets': googleSheetsApp,
  shopify: shopifyApp,
  shopware5: shopware5App,
  shopware6: shopware6App,
  woocommerce: woocommerceApp,
  magento: magentoApp,
  klaviyo: klaviyoApp,
  mailchimp: mailchimpApp,
  mailgun: mailgunApp,
  slack: slackApp,
  clickup: clickupApp,
  openai: openaiApp,
  pipedream: pipedreamApp,
  tandem: tandemApp,
  http: httpApp,
} as const satisfies Record<string, CatalogApp>;

export type AppId = keyof typeof apps;

export const appIds = Object.keys(apps) as AppId[];

export function isAppId(id: string): id is AppId {
  return Object.hasOwn(apps, id);
}

/** The app with this id, or undefined. */
export function findApp(appId: string): CatalogApp | undefined {
  return isAppId(appId) ? apps[appId] : undefined;
}

/** The action `actionId` of app `appId`, or undefined (hidden, internal and replaced actions included). */
export function findAction(appId: string, actionId: string): AnyAction | undefined {
  return findApp(appId)?.actions.find((action) => action.id === actionId);
}
