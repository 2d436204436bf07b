import { z } from 'zod';
import { defineAction } from '../../../sdk/index.js';
import { googleMerchantCenter } from '../app.js';
import { quoteLiteral, searchReport } from '../merchant-report.js';
import { accountOf, MerchantAccountId, type MerchantPrice, micros } from '../merchant-schemas.js';

const ReportInput = z.object({
  accountId: MerchantAccountId,
  /** Only products sold in this country (ISO 3166-1 alpha-2). */
  countryCode: z.string().trim().regex(/^[A-Z]{2}$/, 'Use a country code like DE').optional().describe('Country'),
  limit: z.number().int().min(1).max(100_000).default(1000).describe('At most this many rows'),
});

/** The product view both reports share. */
const ProductView = z.object({
  id: z.string(),
  offerId: z.string().optional(),
  title: z.string().optional(),
  brand: z.string().optional(),
  currencyCode: z.string().optional(),
  priceMicros: z.number().optional(),
});

interface ViewRow {
  id: string;
  offerId?: string;
  title?: string;
  brand?: string;
  price?: MerchantPrice;
}

const viewOf = (row: ViewRow) => ({ id: row.id, offerId: row.offerId, title: row.title, brand: row.brand, currencyCode: row.price?.currencyCode, priceMicros: micros(row.price) });
const where = (countryCode: string | undefined, column: string) => (countryCode === undefined ? '' : ` WHERE ${column} = ${quoteLiteral(countryCode)}`);

export const MerchantPriceCompetitivenessRow = ProductView.extend({
  countryCode: z.string().optional(),
  benchmarkPriceMicros: z.number().optional(),
  benchmarkPriceCurrencyCode: z.string().optional(),
});
export type MerchantPriceCompetitivenessRow = z.infer<typeof MerchantPriceCompetitivenessRow>;

export const merchantPriceCompetitiveness = defineAction({
  app: googleMerchantCenter,
  id: 'priceCompetitiveness.report',
  displayName: 'Price competitiveness report',
  description: "Your products' prices next to the benchmark price other merchants ask for the same product, per country.",
  categories: ['Feeds', 'Reporting'],
  mutates: false,
  input: ReportInput,
  output: z.object({ rows: z.array(MerchantPriceCompetitivenessRow) }),
  async run({ input, config, http }) {
    const query = `SELECT id, offer_id, title, brand, price, report_country_code, benchmark_price FROM price_competitiveness_product_view${where(input.countryCode, 'report_country_code')}`;
    const rows = await searchReport<ViewRow & { reportCountryCode?: string; benchmarkPrice?: MerchantPrice }>(http, accountOf(input.accountId, config), query, 'priceCompetitivenessProductView', input.limit);
    return {
      rows: rows.map((row) => ({ ...viewOf(row), countryCode: row.reportCountryCode, benchmarkPriceMicros: micros(row.benchmarkPrice), benchmarkPriceCurrencyCode: row.benchmarkPrice?.currencyCode })),
    };
  },
});

export const MerchantPriceInsightsRow = ProductView.extend({
  suggestedPriceMicros: z.number().optional(),
  suggestedPriceCurrencyCode: z.string().optional(),
  predictedImpressionsChangeFraction: z.number().optional(),
  predictedClicksChangeFraction: z.number().optional(),
  predictedConversionsChangeFraction: z.number().optional(),
});
export type MerchantPriceInsightsRow = z.infer<typeof MerchantPriceInsightsRow>;

interface InsightRow extends ViewRow {
  suggestedPrice?: MerchantPrice;
  predictedImpressionsChangeFraction?: number;
  predictedClicksChangeFraction?: number;
  predictedConversionsChangeFraction?: number;
}

export const merchantPriceInsights = defineAction({
  app: googleMerchantCenter,
  id: 'priceInsights.report',
  displayName: 'Price insights report',
  description: 'Suggested prices for your products and the predicted change of impressions, clicks and conversions at that price.',
  categories: ['Feeds', 'Reporting'],
  mutates: false,
  input: ReportInput.omit({ countryCode: true }),
  output: z.object({ rows: z.array(MerchantPriceInsightsRow) }),
  async run({ input, config, http }) {
    const query =
      'SELECT id, offer_id, title, brand, price, suggested_price, predicted_impressions_change_fraction, predicted_clicks_change_fraction, predicted_conversions_change_fraction FROM price_insights_product_view';
    const rows = await searchReport<InsightRow>(http, accountOf(input.accountId, config), query, 'priceInsightsProductView', input.limit);
    return {
      rows: rows.map((row) => ({
        ...viewOf(row),
        suggestedPriceMicros: micros(row.suggestedPrice),
        suggestedPriceCurrencyCode: row.suggestedPrice?.currencyCode,
        predictedImpressionsChangeFraction: row.predictedImpressionsChangeFraction,
        predictedClicksChangeFraction: row.predictedClicksChangeFraction,
        predictedConversionsChangeFraction: row.predictedConversionsChangeFraction,
      })),
    };
  },
});
