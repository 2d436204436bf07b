// Derived from the catalogue (each app's catalog/src/apps/<app>/api-version.ts) by `npm run derive`.
import type { ApiVersionPin } from './shared/api-version.js';
import { apiVersion as googleAds } from './google-ads/api-version.js';
import { apiVersion as googleAdsManager } from './google-ads-manager/api-version.js';
import { apiVersion as metaAds } from './meta-ads/api-version.js';
import { apiVersion as googleAnalytics } from './google-analytics/api-version.js';
import { apiVersion as googleMerchantCenter } from './google-merchant-center/api-version.js';
import { apiVersion as googleSearchConsole } from './google-search-console/api-version.js';
import { apiVersion as googleSheets } from './google-sheets/api-version.js';
import { apiVersion as shopify } from './shopify/api-version.js';
import { apiVersion as shopware5 } from './shopware5/api-version.js';
import { apiVersion as shopware6 } from './shopware6/api-version.js';
import { apiVersion as woocommerce } from './woocommerce/api-version.js';
import { apiVersion as magento } from './magento/api-version.js';
import { apiVersion as klaviyo } from './klaviyo/api-version.js';
import { apiVersion as mailchimp } from './mailchimp/api-version.js';
import { apiVersion as mailgun } from './mailgun/api-version.js';
import { apiVersion as slack } from './slack/api-version.js';
import { apiVersion as clickup } from './clickup/api-version.js';
import { apiVersion as openai } from './openai/api-version.js';
import { apiVersion as pipedream } from './pipedream/api-version.js';
import { apiVersion as tandem } from './tandem/api-version.js';
import { apiVersion as http } from './http/api-version.js';
import type { AppId } from './registry.js';

/** The vendor API version each app pins, with its retirement date (each in the app's own `api-version.ts`). */
export const apiVersions: Readonly<Record<AppId, ApiVersionPin>> = {
  'google-ads': googleAds,
  'google-ads-manager': googleAdsManager,
  'meta-ads': metaAds,
  'google-analytics': googleAnalytics,
  'google-merchant-center': googleMerchantCenter,
  'google-search-console': googleSearchConsole,
  'google-sheets': googleSheets,
  shopify: shopify,
  shopware5: shopware5,
  shopware6: shopware6,
  woocommerce: woocommerce,
  magento: magento,
  klaviyo: klaviyo,
  mailchimp: mailchimp,
  mailgun: mailgun,
  slack: slack,
  clickup: clickup,
  openai: openai,
  pipedream: pipedream,
  tandem: tandem,
  http: http,
};
