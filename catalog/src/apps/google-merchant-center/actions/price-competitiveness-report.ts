import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { googleMerchantCenter } from '../app.js';
import { quoteLiteral, searchReport } from '../merchant-report.js';
import { accountOf, type MerchantPrice, micros } from '../merchant-schemas.js';
import { ProductView, ReportInput, type ViewRow, viewOf } from '../price-reports.js';

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
