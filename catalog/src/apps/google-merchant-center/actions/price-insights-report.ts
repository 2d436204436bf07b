import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { googleMerchantCenter } from '../app.js';
import { searchReport } from '../merchant-report.js';
import { accountOf, type MerchantPrice, micros } from '../merchant-schemas.js';
import { ProductView, ReportInput, type ViewRow, viewOf } from '../price-reports.js';

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
