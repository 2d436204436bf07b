/** The apps of the catalogue (catalog/src/apps) the site names, with their ids for `/flows?a=`. */
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

/** The use-case categories of the flow library, the values of `/flows?uc=`. */
export const siteUseCases = ['SEA', 'Feeds', 'Reporting', 'SEO', 'AI', 'Alerts & Tasks', 'Content Creation', 'Ecommerce', 'Social Ads'] as const;

export const appNames = siteApps.map((app) => app.name).join(', ');
