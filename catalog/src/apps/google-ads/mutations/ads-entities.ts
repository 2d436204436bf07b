/**
 * The resources whose status the Ads actions change or which they remove: the collection of their
 * resource names (and `:mutate` service), how many ids the name has, and how the catalogue names them.
 */
export const adsEntities = {
  campaigns: { collection: 'campaigns', idParts: 1, singular: 'campaign', plural: 'campaigns' },
  adGroups: { collection: 'adGroups', idParts: 1, singular: 'ad group', plural: 'ad groups' },
  ads: { collection: 'adGroupAds', idParts: 2, singular: 'ad', plural: 'ads' },
  assetGroups: { collection: 'assetGroups', idParts: 1, singular: 'asset group', plural: 'asset groups' },
  keywords: { collection: 'adGroupCriteria', idParts: 2, singular: 'keyword', plural: 'keywords' },
} as const;
export type AdsEntity = keyof typeof adsEntities;
