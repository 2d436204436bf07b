import { z } from 'zod';
import { checkbox, NonRetryableError } from '../../../sdk/index.js';
import { mutate, type MutateOperation, searchStream } from '../api/ads-api.js';
import { gaqlString } from '../api/gaql.js';
import { AdsResourceName, accountOfName, qualified } from '../api/resource-names.js';
import { adsAccountOf } from '../app.js';
import { defineAdsMutation } from '../mutations/ads-mutation.js';
import { KeywordMatchType, KeywordText } from './keyword-inputs.js';

const Keyword = z.object({ text: KeywordText, matchType: KeywordMatchType });

export const negativeKeywordListsCreate = defineAdsMutation({
  id: 'negativeKeywordLists.create',
  displayName: 'Create negative keyword list',
  description: 'Creates a shared list of negative keywords and, if given, applies it to campaigns.',
  input: z.object({
    name: z.string().trim().min(1).max(255).describe('Name'),
    keywords: z.array(Keyword).min(1, 'Give at least 1 keyword').describe('Negative keywords'),
    campaignResourceNames: z.array(AdsResourceName('campaigns', 1)).min(1, 'Give at least 1 campaign').optional().describe('Apply to campaigns'),
  }),
  async run({ input, config, http }) {
    const account = adsAccountOf(config);
    const [sharedSet = ''] = await mutate(http, account, 'sharedSets', [{ create: { name: input.name, type: 'NEGATIVE_KEYWORDS' } }]);
    const criteria = await mutate(http, account, 'sharedCriteria', input.keywords.map((keyword) => ({ create: { sharedSet, keyword } })));
    const links = input.campaignResourceNames
      ? await mutate(http, account, 'campaignSharedSets', input.campaignResourceNames.map((c) => ({ create: { campaign: qualified(c, 'campaigns', account), sharedSet } })))
      : [];
    return { resourceNames: [sharedSet, ...criteria, ...links] };
  },
});

/** The criteria a campaign or an ad group can be given. */
const Criterion = z.discriminatedUnion('type', [
  z.object({ type: z.literal('keyword'), text: KeywordText, matchType: KeywordMatchType }),
  z.object({ type: z.literal('youtubeVideo'), videoId: z.string().trim().regex(/^[\w-]{11}$/, 'A YouTube video id has 11 characters') }),
  z.object({ type: z.literal('youtubeChannel'), channelId: z.string().trim().regex(/^UC[\w-]{22}$/, 'A YouTube channel id starts with UC') }),
  z.object({ type: z.literal('placement'), url: z.string().trim().min(3).describe('Website') }),
  z.object({ type: z.literal('mobileAppCategory'), categoryId: z.string().regex(/^\d{1,20}$/, 'Value must be a numeric string') }),
  z.object({ type: z.literal('mobileApplication'), appId: z.string().trim().regex(/^[12]-.+$/, 'An app id looks like 1-476943146 (App Store) or 2-com.example.app (Google Play)') }),
]);
type Criterion = z.infer<typeof Criterion>;

function criterionFields(criterion: Criterion): Record<string, unknown> {
  switch (criterion.type) {
    case 'keyword':
      return { keyword: { text: criterion.text, matchType: criterion.matchType } };
    case 'youtubeVideo':
      return { youtubeVideo: { videoId: criterion.videoId } };
    case 'youtubeChannel':
      return { youtubeChannel: { channelId: criterion.channelId } };
    case 'placement':
      return { placement: { url: criterion.url } };
    case 'mobileAppCategory':
      return { mobileAppCategory: { mobileAppCategoryConstant: `mobileAppCategoryConstants/${criterion.categoryId}` } };
    case 'mobileApplication':
      return { mobileApplication: { appId: criterion.appId } };
  }
}

export const criteriaAdd = defineAdsMutation({
  id: 'criteria.add',
  displayName: 'Add criteria',
  description: 'Adds keywords, YouTube videos or channels, placements, app categories or apps to a campaign or an ad group, as targets or exclusions (negative).',
  input: z
    .object({
      campaignResourceName: AdsResourceName('campaigns', 1, 'Campaign').optional(),
      adGroupResourceName: AdsResourceName('adGroups', 1, 'Ad group').optional(),
      negative: checkbox(z.boolean().default(false).describe('Exclude (negative)')),
      criteria: z.array(Criterion).min(1, 'Give at least 1 criterion').describe('Criteria'),
    })
    .refine((i) => (i.campaignResourceName === undefined) !== (i.adGroupResourceName === undefined), { message: 'Give a campaign or an ad group (not both)', path: ['campaignResourceName'] }),
  async run({ input, config, http }) {
    const base = adsAccountOf(config);
    const onCampaign = input.campaignResourceName !== undefined;
    const owner = (input.campaignResourceName ?? input.adGroupResourceName)!;
    const account = accountOfName(owner, base);
    const parent = onCampaign ? { campaign: qualified(owner, 'campaigns', account) } : { adGroup: qualified(owner, 'adGroups', account) };
    const operations = input.criteria.map((criterion) => ({ create: { ...parent, negative: input.negative, ...criterionFields(criterion) } }));
    return { resourceNames: await mutate(http, account, onCampaign ? 'campaignCriteria' : 'adGroupCriteria', operations) };
  },
});

/** A bid adjustment in percent: -90 to +900; 0 takes the adjustment away. */
const BidModifierPercent = z.number().min(-90, 'A bid adjustment is at least -90 %').max(900, 'A bid adjustment is at most +900 %').describe('Bid adjustment (%)');

export const bidModifiersSet = defineAdsMutation({
  id: 'bidModifiers.set',
  displayName: 'Set bid adjustment',
  description: 'Sets the bid adjustment of campaign criteria (devices, locations), ad group criteria or ad group device modifiers in percent, from -90 to +900; 0 resets it.',
  input: z.object({
    resourceNames: z
      .array(z.string().trim().regex(/^customers\/\d{10}\/(campaignCriteria|adGroupCriteria|adGroupBidModifiers)\/\d{1,20}~\d{1,20}$/, 'Invalid resource name: expected customers/<customer id>/campaignCriteria|adGroupCriteria|adGroupBidModifiers/<id>~<id>'))
      .min(1)
      .describe('Criteria'),
    percent: BidModifierPercent,
  }),
  async run({ input, config, http }) {
    const account = accountOfName(input.resourceNames[0]!, adsAccountOf(config));
    const collections = new Set(input.resourceNames.map((name) => name.split('/')[2]!));
    if (collections.size > 1) throw new NonRetryableError('Give criteria of one kind per step (campaign criteria, ad group criteria or ad group bid modifiers)');
    const bidModifier = Math.round((1 + input.percent / 100) * 10_000) / 10_000;
    const operations = input.resourceNames.map((resourceName) => ({ update: { resourceName, bidModifier }, updateMask: 'bidModifier' }));
    return { resourceNames: await mutate(http, account, [...collections][0]!, operations) };
  },
});

const ListingFilterType = z.enum(['UNIT_INCLUDED', 'UNIT_EXCLUDED']);
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

const ListingFilter = AdsResourceName('assetGroupListingGroupFilters', 2, 'Listing group filter');

export const listingGroupFiltersCreate = defineAdsMutation({
  id: 'listingGroupFilters.create',
  displayName: 'Add listing group filter',
  description: 'Adds a product filter below a subdivision of a Performance Max asset group: include or exclude products by brand, category or product type (level 1–5), custom attribute (0–4) or item id.',
  input: z.object({ parentResourceName: ListingFilter.describe('Parent (a subdivision)'), type: ListingFilterType, dimension: ListingDimension }),
  async run({ input, config, http }) {
    const account = accountOfName(input.parentResourceName, adsAccountOf(config));
    const parent = qualified(input.parentResourceName, 'assetGroupListingGroupFilters', account);
    const assetGroupId = parent.split('/').pop()!.split('~')[0]!;
    const create = { assetGroup: `customers/${account.customerId}/assetGroups/${assetGroupId}`, parentListingGroupFilter: parent, type: input.type, listingSource: 'SHOPPING', caseValue: caseValue(input.dimension) };
    return { resourceNames: await mutate(http, account, 'assetGroupListingGroupFilters', [{ create }]) };
  },
});

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
