import { createHash } from 'node:crypto';
import type { FakeAdsError } from './google-ads-failure.js';

type Body = Record<string, unknown>;
type Answer = { body: unknown } | { errors: FakeAdsError[] };

const MONTHS = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'];
const NETWORKS = ['GOOGLE_SEARCH', 'GOOGLE_SEARCH_AND_PARTNERS'];

const refuse = (kind: string, code: string, message: string, field?: string): Answer => ({
  errors: [{ errorCode: { [kind]: code }, message, ...(field ? { location: { fieldPathElements: [{ fieldName: field }] } } : {}) }],
});

/** A stable pseudo-random number from a text, so the same keyword always gets the same figures. */
function seeded(text: string, salt: string, max: number): number {
  return createHash('sha256').update(`${salt}:${text.toLowerCase()}`).digest().readUInt32BE(0) % max;
}

/** The keyword metrics the planner answers for a keyword (int64 fields as strings, like the REST interface). */
export function fakeKeywordMetrics(text: string, now: Date): Record<string, unknown> {
  const searches = (seeded(text, 'searches', 500) + 1) * 10;
  const index = seeded(text, 'competition', 101);
  const low = (seeded(text, 'low', 150) + 10) * 10_000;
  return {
    competition: index < 34 ? 'LOW' : index < 67 ? 'MEDIUM' : 'HIGH',
    monthlySearchVolumes: Array.from({ length: 12 }, (_, i) => {
      const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 12 + i, 1));
      return { month: MONTHS[date.getUTCMonth()], year: String(date.getUTCFullYear()), monthlySearches: String(searches + i * 10) };
    }),
    avgMonthlySearches: String(searches + 55),
    competitionIndex: String(index),
    lowTopOfPageBidMicros: String(low),
    highTopOfPageBidMicros: String(low * 3),
    averageCpcMicros: String(low * 2),
  };
}

function targeting(body: Body): Answer | undefined {
  if (body.language !== undefined && !/^languageConstants\/\d+$/.test(String(body.language))) return refuse('requestError', 'RESOURCE_NAME_MALFORMED', 'Resource name is malformed.', 'language');
  const geos = body.geoTargetConstants ?? [];
  if (!Array.isArray(geos) || geos.some((g) => !/^geoTargetConstants\/\d+$/.test(String(g)))) return refuse('requestError', 'RESOURCE_NAME_MALFORMED', 'Resource name is malformed.', 'geo_target_constants');
  if (!NETWORKS.includes(String(body.keywordPlanNetwork))) return refuse('fieldError', 'REQUIRED', 'The required field was not present.', 'keyword_plan_network');
  return undefined;
}

/** `customers/{id}:generateKeywordIdeas`: ideas from keywords, a URL or a site, paged by `pageSize` and `pageToken`. */
export function keywordIdeas(body: Body, now: Date, pageCap = 10_000): Answer {
  const invalid = targeting(body);
  if (invalid) return invalid;
  const seeds = (['keywordSeed', 'urlSeed', 'keywordAndUrlSeed', 'siteSeed'] as const).filter((s) => body[s] !== undefined);
  if (seeds.length !== 1) return refuse('keywordPlanIdeaError', 'INVALID_SEED', 'Exactly one seed (keywords, URL, keywords and URL, or site) must be set.', 'seed');
  const seed = body[seeds[0]!] as Body;
  const keywords = Array.isArray(seed.keywords) ? seed.keywords.map(String) : [];
  const url = typeof seed.url === 'string' ? seed.url : typeof seed.site === 'string' ? seed.site : undefined;
  if (seeds[0] !== 'urlSeed' && seeds[0] !== 'siteSeed' && keywords.length === 0) return refuse('keywordPlanIdeaError', 'INVALID_SEED', 'The seed needs at least one keyword.', 'keyword_seed.keywords');
  if (url !== undefined && !URL.canParse(url.includes('://') ? url : `https://${url}`)) return refuse('keywordPlanIdeaError', 'URL_CRAWL_ERROR', 'The URL could not be read.', 'url_seed.url');
  const bases = keywords.length > 0 ? keywords : [new URL(url!.includes('://') ? url! : `https://${url!}`).hostname.split('.').at(-2) ?? 'shop'];
  const ideas = [...new Set(bases.flatMap((k) => [k, `buy ${k}`, `${k} online`, `best ${k}`, `cheap ${k}`, `${k} sale`].map((t) => t.toLowerCase())))];
  const pageSize = body.pageSize === undefined ? 10_000 : Number(body.pageSize);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 10_000) return refuse('rangeError', 'TOO_HIGH', 'page_size must be between 1 and 10,000.', 'page_size');
  const size = Math.min(pageSize, pageCap);
  const offset = body.pageToken === undefined ? 0 : Number(Buffer.from(String(body.pageToken), 'base64url').toString());
  if (!Number.isInteger(offset) || offset < 0) return refuse('requestError', 'INVALID_PAGE_TOKEN', 'Page token is invalid.', 'page_token');
  const concepts = Array.isArray(body.keywordAnnotation) && body.keywordAnnotation.includes('KEYWORD_CONCEPT');
  const results = ideas.slice(offset, offset + size).map((text) => ({
    text,
    keywordIdeaMetrics: fakeKeywordMetrics(text, now),
    ...(concepts ? { keywordAnnotations: { concepts: text.split(' ').slice(0, 1).map((word) => ({ name: word, conceptGroup: { name: 'Others', type: 'NON_BRAND' } })) } } : {}),
    closeVariants: [],
  }));
  const next = offset + size < ideas.length ? Buffer.from(String(offset + size)).toString('base64url') : undefined;
  return { body: { results, totalSize: String(ideas.length), ...(next ? { nextPageToken: next } : {}) } };
}

/** `customers/{id}:generateKeywordHistoricalMetrics`: 1 to 10,000 keywords. */
export function historicalMetrics(body: Body, now: Date): Answer {
  const keywords = body.keywords;
  if (!Array.isArray(keywords) || keywords.length === 0) return refuse('collectionSizeError', 'TOO_FEW', 'At least one keyword is required.', 'keywords');
  if (keywords.length > 10_000) return refuse('collectionSizeError', 'TOO_MANY', 'At most 10,000 keywords are allowed.', 'keywords');
  const invalid = targeting(body);
  if (invalid) return invalid;
  const unique = [...new Set(keywords.map((k) => String(k).toLowerCase()))];
  return { body: { results: unique.map((text) => ({ text, closeVariants: [], keywordMetrics: fakeKeywordMetrics(text, now) })) } };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `customers/{id}:generateKeywordForecastMetrics`: a campaign to forecast (v24: languages, places,
 * one of three bidding strategies, ad groups of keywords). Like the API, it forecasts clicks only
 * for manual CPC and maximize clicks and conversions only for maximize conversions.
 */
export function forecastMetrics(body: Body, now: Date): Answer {
  const period = (body.forecastPeriod ?? {}) as Body;
  const [start, end] = [String(period.startDate ?? ''), String(period.endDate ?? '')];
  if (!DATE.test(start) || !DATE.test(end) || start > end) return refuse('keywordPlanError', 'INVALID_FORECAST_DATE_RANGE', 'The forecast date range is invalid.', 'forecast_period');
  if (start <= now.toISOString().slice(0, 10)) return refuse('keywordPlanError', 'INVALID_FORECAST_DATE_RANGE', 'The forecast period must start in the future.', 'forecast_period.start_date');
  const campaign = (body.campaign ?? {}) as Body;
  const geos = campaign.geoTargetConstants ?? [];
  if (!Array.isArray(geos) || geos.some((g) => !/^geoTargetConstants\/\d+$/.test(String(g)))) return refuse('requestError', 'RESOURCE_NAME_MALFORMED', 'Resource name is malformed.', 'campaign.geo_target_constants');
  if (new Set(geos).size !== geos.length) return refuse('keywordPlanError', 'DUPLICATE_LOCATIONS', 'Locations must be unique.', 'campaign.geo_target_constants');
  const strategy = (campaign.biddingStrategy ?? {}) as Body;
  const kinds = ['manualCpcBiddingStrategy', 'maximizeClicksBiddingStrategy', 'maximizeConversionsBiddingStrategy'].filter((k) => strategy[k] !== undefined);
  if (kinds.length !== 1) return refuse('fieldError', 'REQUIRED', 'Exactly one bidding strategy must be set.', 'campaign.bidding_strategy');
  const settings = strategy[kinds[0]!] as Body;
  if (kinds[0] === 'manualCpcBiddingStrategy' && settings.maxCpcBidMicros === undefined) return refuse('fieldError', 'REQUIRED', 'The required field was not present.', 'max_cpc_bid_micros');
  if (kinds[0] !== 'manualCpcBiddingStrategy' && settings.dailyTargetSpendMicros === undefined) return refuse('fieldError', 'REQUIRED', 'The required field was not present.', 'daily_target_spend_micros');
  const groups = Array.isArray(campaign.adGroups) ? (campaign.adGroups as Body[]) : [];
  if (groups.some((g) => !Array.isArray(g.keywords) || g.keywords.length === 0)) return refuse('fieldError', 'REQUIRED', 'An ad group needs at least one keyword.', 'campaign.ad_groups.keywords');
  const texts = groups.flatMap((g) => (g.keywords as Body[]).map((k) => String(k.text ?? '')));
  if (texts.length === 0) return refuse('keywordPlanError', 'INVALID_KEYWORDS', 'The campaign needs at least one keyword.', 'campaign.ad_groups');
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
  const impressions = texts.reduce((sum, t) => sum + seeded(t, 'impressions', 900) + 100, 0) * days;
  const clicks = Math.round(impressions * 0.04 * 100) / 100;
  const cpc = 850_000;
  const cost = Math.round((clicks * cpc) / 10_000) * 10_000;
  const conversions = Math.round(clicks * 0.025 * 100) / 100;
  const byConversions = kinds[0] === 'maximizeConversionsBiddingStrategy';
  return {
    body: {
      campaignForecastMetrics: {
        averageCpcMicros: String(cpc),
        ...(byConversions ? { conversions, averageCpaMicros: String(conversions > 0 ? Math.round(cost / conversions) : 0) } : { clicks }),
        costMicros: String(cost),
      },
    },
  };
}
