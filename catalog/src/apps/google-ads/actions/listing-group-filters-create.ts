import { z } from 'zod';
import { mutate } from '../api/ads-api.js';
import { accountOfName, qualified, resourceName } from '../api/resource-names.js';
import { adsAccountOf } from '../app.js';
import { defineAdsMutation } from '../mutations/ads-mutation.js';
import { ListingFilter, ListingFilterType } from '../mutations/listing-group-filter.js';

const Level = z.int().min(1).max(5).describe('Level (1–5)');

/** The product dimension a listing group filter splits by. */
const ListingDimension = z.discriminatedUnion('type', [
  z.object({ type: z.literal('brand'), value: z.string().trim().min(1) }),
  z.object({ type: z.literal('productCategory'), level: Level, categoryId: z.string().regex(/^\d{1,20}$/, 'Value must be a numeric string') }),
  z.object({ type: z.literal('productType'), level: Level, value: z.string().trim().min(1) }),
  z.object({ type: z.literal('customAttribute'), index: z.int().min(0).max(4).describe('Custom attribute (0–4)'), value: z.string().trim().min(1) }),
  z.object({ type: z.literal('itemId'), value: z.string().trim().min(1) }),
]);

function caseValue(dimension: z.infer<typeof ListingDimension>): Record<string, unknown> {
  switch (dimension.type) {
    case 'brand':
      return { productBrand: { value: dimension.value } };
    case 'productCategory':
      return { productCategory: { level: `LEVEL${dimension.level}`, categoryId: dimension.categoryId } };
    case 'productType':
      return { productType: { level: `LEVEL${dimension.level}`, value: dimension.value } };
    case 'customAttribute':
      return { productCustomAttribute: { index: `INDEX${dimension.index}`, value: dimension.value } };
    case 'itemId':
      return { productItemId: { value: dimension.value } };
  }
}

export const listingGroupFiltersCreate = defineAdsMutation({
  id: 'listingGroupFilters.create',
  displayName: 'Add listing group filter',
  description: 'Adds a product filter below a subdivision of a Performance Max asset group: include or exclude products by brand, category or product type (level 1–5), custom attribute (0–4) or item id.',
  // Google Ads has no idempotency keys: a second attempt could do it twice (or fail on a removed resource).
  idempotent: false,
  input: z.object({ parentResourceName: ListingFilter.describe('Parent (a subdivision)'), type: ListingFilterType, dimension: ListingDimension }),
  async run({ input, config, http }) {
    const account = accountOfName(input.parentResourceName, adsAccountOf(config));
    const parent = qualified(input.parentResourceName, 'assetGroupListingGroupFilters', account);
    const assetGroupId = parent.split('/').pop()!.split('~')[0]!;
    const create = { assetGroup: resourceName(account.customerId, 'assetGroups', assetGroupId), parentListingGroupFilter: parent, type: input.type, listingSource: 'SHOPPING', caseValue: caseValue(input.dimension) };
    return { resourceNames: await mutate(http, account, 'assetGroupListingGroupFilters', [{ create }]) };
  },
});
