import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MERCHANT_PRODUCTS, startFake, type StartedFake } from '../../../testing/index.js';
import type { AnyAction } from '@tandem/catalog/sdk';
import { runAction } from '@tandem/catalog/runtime';
import { merchantPriceCompetitiveness } from './price-competitiveness-report.js';
import { merchantPriceInsights } from './price-insights-report.js';
import { merchantProductStatusesGetAll } from './product-statuses-get-all.js';
import { merchantProductsGetAll } from './products-get-all.js';

let fake: StartedFake<'google-merchant-center'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const run = (action: AnyAction, input: unknown) =>
  runAction(action, { input, auth: { refreshToken: 'r', accessToken: fake!.token }, config: { merchantId: '123456' }, baseUrlOverrides: fake!.baseUrlOverrides });
const many = (n: number) => Array.from({ length: n }, (_, i) => ({ ...DEFAULT_MERCHANT_PRODUCTS()[0]!, offerId: `sku-${i}` }));

describe('google-merchant-center products.getAll and productStatuses.getAll', () => {
  it('lists products with their attributes at the top and prices in units', async () => {
    fake = await startFake('google-merchant-center');
    const { products } = (await run(merchantProductsGetAll, {})) as { products: Array<Record<string, unknown>> };
    expect(products.map((p) => p.id)).toEqual(['de~DE~sku-1', 'de~DE~sku-2', 'de~DE~sku/3']);
    expect(products[0]).toMatchObject({
      name: 'accounts/123456/products/de~DE~sku-1',
      offerId: 'sku-1',
      title: 'Laufschuh Pro',
      link: 'https://www.example.com/p/sku-1',
      price: { value: '89.99', currency: 'EUR' },
      availability: 'IN_STOCK',
      gtins: ['4006381333931'],
    });
  });

  it('reads past one page up to the limit', async () => {
    fake = await startFake('google-merchant-center', { products: many(1500) });
    const { products } = (await run(merchantProductsGetAll, { limit: 1200 })) as { products: unknown[] };
    expect(products).toHaveLength(1200);
    expect(fake.requests.map((r) => r.query.get('pageSize'))).toEqual(['1000', '200']);
  });

  it('gives each product’s destination statuses and issues, or only the disapproved ones', async () => {
    fake = await startFake('google-merchant-center');
    const { productStatuses } = (await run(merchantProductStatusesGetAll, { onlyDisapproved: true })) as { productStatuses: unknown[] };
    expect(productStatuses).toEqual([
      {
        productId: 'de~DE~sku-2',
        title: 'Wollsocken',
        link: 'https://www.example.com/p/sku-2',
        destinationStatuses: [{ destination: 'SHOPPING_ADS', approvedCountries: [], pendingCountries: [], disapprovedCountries: ['DE'] }],
        creationDate: '2026-10-01T08:00:00Z',
        lastUpdateDate: '2026-11-20T08:00:00Z',
        googleExpirationDate: '2026-12-20T08:00:00Z',
        itemLevelIssues: [expect.objectContaining({ code: 'image_link_broken', severity: 'DISAPPROVED' })],
      },
    ]);
  });
});

describe('google-merchant-center price reports', () => {
  it('queries price competitiveness with the Merchant Reports query language, by country, in pages', async () => {
    fake = await startFake('google-merchant-center', { products: many(1001) });
    const { rows } = (await run(merchantPriceCompetitiveness, { countryCode: 'DE', limit: 5000 })) as { rows: unknown[] };
    expect(rows).toHaveLength(1001);
    expect(rows[0]).toEqual({ id: 'de~DE~sku-0', offerId: 'sku-0', title: 'Laufschuh Pro', brand: 'Example', currencyCode: 'EUR', priceMicros: 89_990_000, countryCode: 'DE', benchmarkPriceMicros: 80_991_000, benchmarkPriceCurrencyCode: 'EUR' });
    const bodies = fake.requests.map((r) => JSON.parse(r.body) as { query: string; pageToken?: string });
    expect(bodies[0]?.query).toBe("SELECT id, offer_id, title, brand, price, report_country_code, benchmark_price FROM price_competitiveness_product_view WHERE report_country_code = 'DE'");
    expect(bodies.map((b) => b.pageToken !== undefined)).toEqual([false, true]);
    const none = (await run(merchantPriceCompetitiveness, { countryCode: 'AT' })) as { rows: unknown[] };
    expect(none.rows).toEqual([]);
    await expect(run(merchantPriceCompetitiveness, { countryCode: 'Deutschland' })).rejects.toThrow('Use a country code like DE');
  });

  it('gives price insights with suggested prices and predicted changes', async () => {
    fake = await startFake('google-merchant-center');
    const { rows } = (await run(merchantPriceInsights, {})) as { rows: unknown[] };
    expect(rows[1]).toEqual({
      id: 'de~DE~sku-2', offerId: 'sku-2', title: 'Wollsocken', brand: 'Example', currencyCode: 'EUR', priceMicros: 12_500_000,
      suggestedPriceMicros: 11_875_000, suggestedPriceCurrencyCode: 'EUR', predictedImpressionsChangeFraction: 0.12, predictedClicksChangeFraction: 0.08, predictedConversionsChangeFraction: 0.05,
    });
  });
});
