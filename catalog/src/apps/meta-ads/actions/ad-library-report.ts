import { z } from 'zod';
import { checkbox, defineAction } from '@tandem/catalog/sdk';
import { metaAds } from '../app.js';
import { graphList } from '../graph.js';

const Range = z.looseObject({ lower_bound: z.string().optional(), upper_bound: z.string().optional() }).optional();

/** An Ad Library entry. */
export const AdLibraryEntry = z.looseObject({
  id: z.string(),
  ad_creation_time: z.string().optional(),
  ad_delivery_start_time: z.string().optional(),
  ad_delivery_stop_time: z.string().optional(),
  ad_snapshot_url: z.string().optional(),
  page_id: z.string().optional(),
  page_name: z.string().optional(),
  ad_creative_bodies: z.array(z.string()).optional(),
  ad_creative_link_captions: z.array(z.string()).optional(),
  ad_creative_link_descriptions: z.array(z.string()).optional(),
  ad_creative_link_titles: z.array(z.string()).optional(),
  languages: z.array(z.string()).optional(),
  publisher_platforms: z.array(z.string()).optional(),
  spend: Range,
  impressions: Range,
  estimated_audience_size: Range,
  delivery_by_region: z.array(z.looseObject({ region: z.string().optional(), percentage: z.string().optional() })).optional(),
  demographic_distribution: z.array(z.looseObject({ age: z.string().optional(), gender: z.string().optional(), percentage: z.string().optional() })).optional(),
  eu_total_reach: z.number().optional(),
  target_ages: z.array(z.string()).optional(),
  target_gender: z.string().optional(),
  target_locations: z.array(z.looseObject({ name: z.string().optional() })).optional(),
  beneficiary_payers: z.array(z.looseObject({ beneficiary: z.string().optional(), payer: z.string().optional() })).optional(),
});
export type AdLibraryEntry = z.infer<typeof AdLibraryEntry>;

/** ISO 3166 alpha-2 country codes, or ALL. */
const Country = z.string().trim().toUpperCase().regex(/^(?:[A-Z]{2}|ALL)$/, 'Use ISO country codes such as DE, or ALL');

const platformFlags = { facebook: 'FACEBOOK', instagram: 'INSTAGRAM', audienceNetwork: 'AUDIENCE_NETWORK', messenger: 'MESSENGER', threads: 'THREADS' } as const;

export const AdLibraryReportInput = z.object({
  adActiveStatus: z.enum(['ACTIVE', 'INACTIVE', 'ALL']).default('ACTIVE').describe('Active status'),
  adReachedCountries: z.array(Country).min(1).default(['ALL']).describe('Reached countries'),
  adType: z.enum(['ALL', 'CREDIT_ADS', 'EMPLOYMENT_ADS', 'HOUSING_ADS', 'POLITICAL_AND_ISSUE_ADS']).default('ALL').describe('Ad type'),
  publisherPlatforms: z
    .object(Object.fromEntries(Object.keys(platformFlags).map((key) => [key, checkbox(z.boolean().default(false))])) as Record<keyof typeof platformFlags, z.ZodDefault<z.ZodBoolean>>)
    .default({ facebook: false, instagram: false, audienceNetwork: false, messenger: false, threads: false })
    .describe('Publisher platforms (none: all)'),
  searchTerms: z.string().trim().max(100, 'At most 100 characters').optional().describe('Search terms'),
});
export type AdLibraryReportInput = z.infer<typeof AdLibraryReportInput>;

const FIELDS = [
  'id', 'ad_creation_time', 'ad_delivery_start_time', 'ad_delivery_stop_time', 'ad_snapshot_url', 'page_id', 'page_name', 'ad_creative_bodies',
  'ad_creative_link_captions', 'ad_creative_link_descriptions', 'ad_creative_link_titles', 'languages', 'publisher_platforms', 'spend',
  'impressions', 'estimated_audience_size', 'delivery_by_region', 'demographic_distribution', 'eu_total_reach', 'target_ages', 'target_gender',
  'target_locations', 'beneficiary_payers',
];

export const metaAdLibraryReport = defineAction({
  app: metaAds,
  id: 'adLibrary.report',
  displayName: 'Ad Library report',
  description: 'Searches the Meta Ad Library for ads by reached country, status, type, platform and search terms.',
  categories: ['Social Ads', 'Reporting'],
  mutates: false,
  input: AdLibraryReportInput,
  output: z.object({ ads: z.array(AdLibraryEntry) }),
  async run({ input, http }) {
    const platforms = (Object.keys(platformFlags) as Array<keyof typeof platformFlags>).filter((key) => input.publisherPlatforms[key]).map((key) => platformFlags[key]);
    const ads = await graphList<AdLibraryEntry>(
      http,
      '/ads_archive',
      {
        ad_reached_countries: input.adReachedCountries,
        ad_active_status: input.adActiveStatus,
        ad_type: input.adType,
        publisher_platforms: platforms.length > 0 ? platforms : undefined,
        search_terms: input.searchTerms,
        fields: FIELDS,
        limit: 250,
      },
      20,
    );
    return { ads };
  },
});
