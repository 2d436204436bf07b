import { z } from 'zod';
import { checkbox, defineAction, readPages } from '@tandem/catalog/sdk';
import { customerMethod } from '../api/ads-api.js';
import { AdsCountry, AdsLanguage, countryGeoTargets, KeywordPlanNetwork, languageConstant } from '../api/targeting.js';
import { adsAccountOf, googleAds } from '../app.js';
import { moneyWords, unitOf, versioned } from '../api/versioned.js';
import { KeywordMetrics, keywordMetrics } from './keyword-metrics.js';

export const MAX_HISTORICAL_KEYWORDS = 10_000;

/** Where and for whom the planner estimates. */
export const PlanningTargetInput = {
  language: AdsLanguage.optional().describe('Language'),
  countries: z.array(AdsCountry).optional().describe('Countries'),
  keywordPlanNetwork: KeywordPlanNetwork,
  includeAdultKeywords: checkbox(z.boolean().default(false).describe('Include adult keywords')),
};
type PlanningTarget = { language?: AdsLanguage | undefined; countries?: AdsCountry[] | undefined; keywordPlanNetwork: string; includeAdultKeywords: boolean };

const targetingBody = async (http: Parameters<typeof countryGeoTargets>[0], account: Parameters<typeof countryGeoTargets>[1], input: PlanningTarget) => ({
  ...(input.language ? { language: languageConstant(input.language) } : {}),
  geoTargetConstants: await countryGeoTargets(http, account, input.countries ?? []),
  keywordPlanNetwork: input.keywordPlanNetwork,
  includeAdultKeywords: input.includeAdultKeywords,
});

export function historicalMetricsAction(id: 'keywords.historicalMetrics' | 'keywords.historicalMetricsV2') {
  const unit = unitOf(id);
  return defineAction({
    app: googleAds,
    ...versioned(id, 'Keyword historical metrics'),
    description: `Monthly searches, competition and top-of-page bids of 1 to 10,000 keywords, from the keyword planner; bids in ${moneyWords(unit)}.`,
    categories: ['Reporting', 'SEA'],
    mutates: false,
    input: z.object({
      keywords: z.array(z.string().trim().min(1)).min(1, 'Give at least 1 keyword').max(MAX_HISTORICAL_KEYWORDS, 'Give at most 10,000 keywords').describe('Keywords'),
      ...PlanningTargetInput,
    }),
    output: z.object({ results: z.array(z.object({ text: z.string(), close_variants: z.array(z.string()), keyword_metrics: KeywordMetrics(unit) })) }),
    async run({ input, config, http }) {
      const account = adsAccountOf(config);
      const answer = await customerMethod<{ results?: Array<{ text: string; closeVariants?: string[]; keywordMetrics?: unknown }> }>(http, account, 'generateKeywordHistoricalMetrics', {
        keywords: input.keywords,
        ...(await targetingBody(http, account, input)),
      });
      return { results: (answer.results ?? []).map((r) => ({ text: r.text, close_variants: r.closeVariants ?? [], keyword_metrics: keywordMetrics(r.keywordMetrics, unit) })) };
    },
  });
}

const Concept = z.object({ name: z.string(), concept_group: z.object({ name: z.string(), type: z.string() }) });

export function keywordIdeasAction(id: 'keywords.ideas' | 'keywords.ideasV2') {
  const unit = unitOf(id);
  return defineAction({
    app: googleAds,
    ...versioned(id, 'Keyword ideas'),
    description: `New keyword ideas from keywords and/or a web page, with search volume, competition, bids (${moneyWords(unit)}) and concepts.`,
    categories: ['SEA'],
    mutates: false,
    input: z
      .object({
        keywords: z.array(z.string().trim().min(1)).min(1, 'Give at least 1 keyword').max(20).optional().describe('Seed keywords'),
        url: z.url().optional().describe('Page URL'),
        ...PlanningTargetInput,
        maxIdeas: z.int().min(1).max(10_000).default(1_000).describe('At most this many ideas'),
      })
      .refine((i) => i.keywords !== undefined || i.url !== undefined, { message: 'Give seed keywords, a page URL or both', path: ['keywords'] }),
    output: z.object({ ideas: z.array(z.object({ text: z.string(), close_variants: z.array(z.string()), keyword_idea_metrics: KeywordMetrics(unit), keyword_annotations: z.object({ concepts: z.array(Concept) }) })) }),
    async run({ input, config, http }) {
      const account = adsAccountOf(config);
      const seed = input.keywords && input.url ? { keywordAndUrlSeed: { url: input.url, keywords: input.keywords } } : input.keywords ? { keywordSeed: { keywords: input.keywords } } : { urlSeed: { url: input.url } };
      const base = { ...(await targetingBody(http, account, input)), ...seed, keywordAnnotation: ['KEYWORD_CONCEPT'], pageSize: Math.min(input.maxIdeas, 10_000) };
      type Idea = { text: string; closeVariants?: string[]; keywordIdeaMetrics?: unknown; keywordAnnotations?: { concepts?: Array<{ name: string; conceptGroup?: { name?: string; type?: string } }> } };
      const read = async (pageToken: string | undefined) => {
        const page = await customerMethod<{ results?: Idea[]; nextPageToken?: string }>(http, account, 'generateKeywordIdeas', { ...base, ...(pageToken ? { pageToken } : {}) });
        return { items: page.results ?? [], next: page.nextPageToken };
      };
      const ideas = await readPages(undefined, read, { maxItems: input.maxIdeas });
      return {
        ideas: ideas.map((idea) => ({
          text: idea.text,
          close_variants: idea.closeVariants ?? [],
          keyword_idea_metrics: keywordMetrics(idea.keywordIdeaMetrics, unit),
          keyword_annotations: { concepts: (idea.keywordAnnotations?.concepts ?? []).map((c) => ({ name: c.name, concept_group: { name: c.conceptGroup?.name ?? '', type: c.conceptGroup?.type ?? '' } })) },
        })),
      };
    },
  });
}
