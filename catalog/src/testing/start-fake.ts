import { type AnalyticsFake, type AnalyticsFakeOptions, startAnalyticsFake } from '../apps/google-analytics/testing/analytics-fake.js';
import { type ClickUpFake, type ClickUpFakeOptions, startClickUpFake } from '../apps/clickup/testing/clickup-fake.js';
import { type MerchantFake, type MerchantFakeOptions, startMerchantFake } from '../apps/google-merchant-center/testing/merchant-fake.js';
import { type GoogleAdsFake, type GoogleAdsFakeOptions, startGoogleAdsFake } from '../apps/google-ads/testing/google-ads-fake.js';
import { type MailgunFake, type MailgunFakeOptions, startMailgunFake } from '../apps/mailgun/testing/mailgun-fake.js';
import { type SearchConsoleFake, type SearchConsoleFakeOptions, startSearchConsoleFake } from '../apps/google-search-console/testing/search-console-fake.js';
import { type OpenAiFake, type OpenAiFakeOptions, startOpenAiFake } from '../apps/openai/testing/openai-fake.js';
import { type SheetsFake, type SheetsFakeOptions, startSheetsFake } from '../apps/google-sheets/testing/sheets-fake.js';
import { type Shopware6Fake, type Shopware6FakeOptions, startShopware6Fake } from '../apps/shopware6/testing/shopware6-fake.js';
import { type WooCommerceFake, type WooCommerceFakeOptions, startWooCommerceFake } from '../apps/woocommerce/testing/woocommerce-fake.js';
import { type MagentoFake, type MagentoFakeOptions, startMagentoFake } from '../apps/magento/testing/magento-fake.js';
import { type Shopware5Fake, type Shopware5FakeOptions, startShopware5Fake } from '../apps/shopware5/testing/shopware5-fake.js';
import { type ShopifyFake, type ShopifyFakeOptions, startShopifyFake } from '../apps/shopify/testing/shopify-fake.js';
import { type SlackFake, type SlackFakeOptions, startSlackFake } from '../apps/slack/testing/slack-fake.js';

interface Fakes {
  slack: { options: SlackFakeOptions; fake: SlackFake };
  mailgun: { options: MailgunFakeOptions; fake: MailgunFake };
  'google-search-console': { options: SearchConsoleFakeOptions; fake: SearchConsoleFake };
  'google-analytics': { options: AnalyticsFakeOptions; fake: AnalyticsFake };
  openai: { options: OpenAiFakeOptions; fake: OpenAiFake };
  'google-sheets': { options: SheetsFakeOptions; fake: SheetsFake };
  clickup: { options: ClickUpFakeOptions; fake: ClickUpFake };
  shopify: { options: ShopifyFakeOptions; fake: ShopifyFake };
  shopware6: { options: Shopware6FakeOptions; fake: Shopware6Fake };
  woocommerce: { options: WooCommerceFakeOptions; fake: WooCommerceFake };
  magento: { options: MagentoFakeOptions; fake: MagentoFake };
  shopware5: { options: Shopware5FakeOptions; fake: Shopware5Fake };
  'google-merchant-center': { options: MerchantFakeOptions; fake: MerchantFake };
  'google-ads': { options: GoogleAdsFakeOptions; fake: GoogleAdsFake };
}

/** The app ids that have a fake. */
export type FakeAppId = keyof Fakes;

/** A started fake and the base URL overrides that point its app at it (for `runAction`). */
export type StartedFake<A extends FakeAppId> = Fakes[A]['fake'] & { baseUrlOverrides: Record<A, string> };

const starters: { [A in FakeAppId]: (options: Fakes[A]['options']) => Promise<Fakes[A]['fake']> } = {
  slack: startSlackFake,
  mailgun: startMailgunFake,
  'google-search-console': startSearchConsoleFake,
  'google-analytics': startAnalyticsFake,
  openai: startOpenAiFake,
  'google-sheets': startSheetsFake,
  clickup: startClickUpFake,
  shopify: startShopifyFake,
  shopware6: startShopware6Fake,
  woocommerce: startWooCommerceFake,
  magento: startMagentoFake,
  shopware5: startShopware5Fake,
  'google-merchant-center': startMerchantFake,
  'google-ads': startGoogleAdsFake,
};

/** Starts the fake of an app on 127.0.0.1 and a free port. */
export async function startFake<A extends FakeAppId>(appId: A, options: Fakes[A]['options'] = {}): Promise<StartedFake<A>> {
  const fake = await starters[appId](options);
  // Fakes of APIs whose base URL has a path (OpenAI's `/v1`) say where the app's base URL points.
  const baseUrl = 'baseUrl' in fake && typeof fake.baseUrl === 'string' ? fake.baseUrl : fake.url;
  return Object.assign(fake, { baseUrlOverrides: { [appId]: baseUrl } as Record<A, string> });
}
