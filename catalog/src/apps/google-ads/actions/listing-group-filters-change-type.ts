import { z } from 'zod';
import { NonRetryableError } from '@tandem/catalog/sdk';
import { mutate, type MutateOperation, searchStream } from '../api/ads-api.js';
import { gaqlString } from '../api/gaql.js';
import { accountOfName, qualified } from '../api/resource-names.js';
import { adsAccountOf } from '../app.js';
import { defineAdsMutation } from '../mutations/ads-mutation.js';
import { ListingFilter, ListingFilterType } from '../mutations/listing-group-filter.js';

/** The dimension fields of a listing group filter a query reads, to create its replacement. */
const CASE_VALUE_FIELDS = [
  'product_brand.value', 'product_category.level', 'product_category.category_id', 'product_type.level', 'product_type.value',
  'product_custom_attribute.index', 'product_custom_attribute.value', 'product_item_id.value', 'product_condition.condition', 'product_channel.channel',
].map((f) => `asset_group_listing_group_filter.case_value.${f}`);

interface ListingFilterRow {
  resourceName: string;
  type: string;
  listingSource?: string;
  assetGroup: string;
  parentListingGroupFilter?: string;
  caseValue?: Record<string, unknown>;
}

/**
 * A listing group filter's `type` cannot be changed (Google Ads marks it immutable), so a product
 * filter switches between including and excluding by being removed and created again, the same
 * dimension below the same parent, in one request: both happen or neither. Subdivisions carry
 * filters below them and are refused.
 */
export const listingGroupFiltersChangeType = defineAdsMutation({
  id: 'listingGroupFilters.changeType',
  displayName: 'Include or exclude listing group',
  description:
    'Switches product filters of an asset group between including (UNIT_INCLUDED) and excluding (UNIT_EXCLUDED) their products. Google Ads cannot change a filter in place: each is replaced by a new filter with the same dimension, so the output names the new filters.',
  // Sets a state: the same call twice leaves the account as once.
  idempotent: true,
  input: z.object({ resourceNames: z.array(ListingFilter).min(1).describe('Listing group filters'), type: ListingFilterType }),
  async run({ input, config, http }) {
    const account = accountOfName(input.resourceNames[0]!, adsAccountOf(config));
    const names = [...new Set(input.resourceNames.map((name) => qualified(name, 'assetGroupListingGroupFilters', account)))];
    const rows = await searchStream(
      http,
      account,
      `SELECT asset_group_listing_group_filter.resource_name, asset_group_listing_group_filter.type, asset_group_listing_group_filter.listing_source, asset_group_listing_group_filter.asset_group, asset_group_listing_group_filter.parent_listing_group_filter, ${CASE_VALUE_FIELDS.join(', ')} FROM asset_group_listing_group_filter WHERE asset_group_listing_group_filter.resource_name IN (${names.map(gaqlString).join(', ')})`,
    );
    const found = new Map(rows.map((row) => {
      const filter = row.assetGroupListingGroupFilter as ListingFilterRow;
      return [filter.resourceName, filter] as const;
    }));
    const missing = names.filter((name) => !found.has(name));
    if (missing.length > 0) throw new NonRetryableError(`These listing group filters do not exist: ${missing.join(', ')}`);
    const subdivisions = names.filter((name) => found.get(name)!.type === 'SUBDIVISION');
    if (subdivisions.length > 0) throw new NonRetryableError(`A subdivision cannot be switched to ${input.type}, only product filters can: ${subdivisions.join(', ')}`);
    const changing = names.map((name) => found.get(name)!).filter((filter) => filter.type !== input.type);
    if (changing.length === 0) return { resourceNames: names };
    const operations: MutateOperation[] = [
      ...changing.map((filter): MutateOperation => ({ remove: filter.resourceName })),
      ...changing.map((filter): MutateOperation => ({
        create: {
          assetGroup: filter.assetGroup,
          ...(filter.parentListingGroupFilter ? { parentListingGroupFilter: filter.parentListingGroupFilter } : {}),
          type: input.type,
          listingSource: filter.listingSource ?? 'SHOPPING',
          ...(filter.caseValue ? { caseValue: filter.caseValue } : {}),
        },
      })),
    ];
    const results = await mutate(http, account, 'assetGroupListingGroupFilters', operations);
    const created = new Map(changing.map((filter, index) => [filter.resourceName, results[changing.length + index] ?? ''] as const));
    return { resourceNames: names.map((name) => created.get(name) ?? name) };
  },
});
