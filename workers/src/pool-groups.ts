/**
 * Named groups of app task queues, so a deployment scales worker pools by kind of API instead of
 * listing queues: `WORKER_POOLS=ads` serves every ads app. `other` is every app no group names, so a
 * new app is always served by some pool.
 */
export const POOL_GROUPS = {
  ads: ['google-ads', 'google-ads-manager', 'meta-ads'],
  shops: ['shopify', 'shopware5', 'shopware6', 'woocommerce', 'magento', 'google-merchant-center'],
  ai: ['openai'],
  messaging: ['slack', 'mailgun', 'mailchimp', 'klaviyo'],
} as const satisfies Record<string, readonly string[]>;

export type PoolGroup = keyof typeof POOL_GROUPS | 'other';

export function isPoolGroup(name: string): name is PoolGroup {
  return name === 'other' || Object.hasOwn(POOL_GROUPS, name);
}

/** The app ids of a group, out of the apps this build knows. */
export function appsOfGroup(group: PoolGroup, appIds: readonly string[]): string[] {
  if (group !== 'other') return appIds.filter((id) => (POOL_GROUPS[group] as readonly string[]).includes(id));
  const grouped = new Set<string>(Object.values(POOL_GROUPS).flat());
  return appIds.filter((id) => !grouped.has(id));
}
