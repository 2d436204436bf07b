// Derived from the catalogue (each app's `name` and `listedOnSite` in catalog/src/apps/<app>/app.ts)
// by `npm run derive`: edit the apps, not this file. The site does not load the catalogue itself.

/** The apps of the catalogue the site names, with their ids for `/flows?a=`. */
export const siteApps = [
  { id: 'google-ads', name: 'Google Ads' },
  { id: 'google-ads-manager', name: 'Google Ads Manager Account' },
  { id: 'meta-ads', name: 'Meta Ads' },
  { id: 'google-analytics', name: 'Google Analytics' },
  { id: 'google-merchant-center', name: 'Google Merchant Center' },
  { id: 'google-search-console', name: 'Google Search Console' },
  { id: 'google-sheets', name: 'Google Sheets' },
  { id: 'shopify', name: 'Shopify' },
  { id: 'shopware5', name: 'Shopware 5' },
  { id: 'shopware6', name: 'Shopware 6' },
  { id: 'woocommerce', name: 'WooCommerce' },
  { id: 'magento', name: 'Magento' },
  { id: 'klaviyo', name: 'Klaviyo' },
  { id: 'mailchimp', name: 'Mailchimp' },
  { id: 'mailgun', name: 'Mailgun' },
  { id: 'slack', name: 'Slack' },
  { id: 'clickup', name: 'ClickUp' },
  { id: 'openai', name: 'OpenAI' },
  { id: 'pipedream', name: 'Pipedream' },
] as const;
