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

/** An app's name for people ("Google Ads" for `google-ads`); an id the site does not know stays as it is. */
export function appName(id: string): string {
  return siteApps.find((app) => app.id === id)?.name ?? id;
}

/** A step's name as a reader says it: `check_pages` and `checkPages` read "Check pages". */
export function readableStepName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}
