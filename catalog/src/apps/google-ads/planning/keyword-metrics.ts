import { z } from 'zod';
import { microsToUnits } from '@tandem/catalog/sdk';

import type { MoneyUnit } from '../api/versioned.js';

const money = z.number();

/** Search volume and bids of a keyword, as the keyword planner estimates them. */
export function KeywordMetrics(unit: MoneyUnit) {
  const suffix = unit === 'micros' ? '_micros' : '';
  return z.object({
    avg_monthly_searches: z.number().optional(),
    monthly_search_volumes: z.array(z.object({ year: z.number(), month: z.string(), monthly_searches: z.number() })),
    competition: z.string().optional(),
    competition_index: z.number().optional(),
    [`low_top_of_page_bid${suffix}`]: money.optional(),
    [`high_top_of_page_bid${suffix}`]: money.optional(),
    [`average_cpc${suffix}`]: money.optional(),
  });
}

type ApiMetrics = {
  avgMonthlySearches?: string;
  monthlySearchVolumes?: Array<{ year?: string; month?: string; monthlySearches?: string }>;
  competition?: string;
  competitionIndex?: string;
  lowTopOfPageBidMicros?: string;
  highTopOfPageBidMicros?: string;
  averageCpcMicros?: string;
};

const num = (value: string | undefined): number | undefined => (value === undefined ? undefined : Number(value));

/** The planner's metrics (REST, int64 as strings) in the output's names and money unit. */
export function keywordMetrics(raw: unknown, unit: MoneyUnit): z.input<ReturnType<typeof KeywordMetrics>> {
  const m = (raw ?? {}) as ApiMetrics;
  const bid = (micros: string | undefined) => (micros === undefined ? undefined : unit === 'micros' ? Number(micros) : microsToUnits(micros));
  const suffix = unit === 'micros' ? '_micros' : '';
  return {
    avg_monthly_searches: num(m.avgMonthlySearches),
    monthly_search_volumes: (m.monthlySearchVolumes ?? []).map((v) => ({ year: Number(v.year), month: v.month ?? '', monthly_searches: Number(v.monthlySearches ?? 0) })),
    competition: m.competition,
    competition_index: num(m.competitionIndex),
    [`low_top_of_page_bid${suffix}`]: bid(m.lowTopOfPageBidMicros),
    [`high_top_of_page_bid${suffix}`]: bid(m.highTopOfPageBidMicros),
    [`average_cpc${suffix}`]: bid(m.averageCpcMicros),
  };
}
