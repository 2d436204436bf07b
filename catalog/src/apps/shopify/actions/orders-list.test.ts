import { afterEach, describe, expect, it } from 'vitest';
import { shopifyFakeConnection, startFake, type StartedFake } from '../../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { shopifyListOrders } from './orders-list.js';

let fake: StartedFake<'shopify'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('shopify orders.list', () => {
  it('lists the orders of a period over several pages, with prices, lines, refunds and shipping', async () => {
    fake = await startFake('shopify');
    const output = (await runAction(shopifyListOrders, {
      input: { period: { from: '2026-03-10T00:00:00Z', to: '2026-03-31T23:59:59Z' } },
      ...shopifyFakeConnection(fake),
    })) as { orders: Array<Record<string, unknown>> };
    // One order a day from 2 to 31 March: 22 orders in the period, pages of 8.
    expect(output.orders).toHaveLength(22);
    expect(fake.requests.length - fake.throttled).toBe(3);
    const order = output.orders.find((o) => o.number === '#1014');
    expect(order).toMatchObject({
      id: 'gid://shopify/Order/9014',
      currency: 'EUR',
      prices: { subtotal: 25, total: 29.9, tax: 1.9, shipping: 4.9 },
      discounts: { total: 0, codes: [] },
      customer: { email: 'buyer14@example.com' },
      lineItems: [{ title: 'Product 15', quantity: 1, sku: 'SKU-15-1', productId: 'gid://shopify/Product/1015', price: 25 }],
      refunds: [{ note: 'Damaged', amount: { amount: 25, currencyCode: 'EUR' } }],
      shippingLines: [{ title: 'Standard', price: 4.9 }],
      shippingAddress: { city: 'Berlin', countryCode: 'DE' },
    });
    // Read from the current fields, not the ones deprecated in 2025-01 (the fake no longer has those).
    const sent = (JSON.parse(fake.requests[0]!.body) as { query: string }).query;
    expect(sent).toContain('defaultEmailAddress { emailAddress }');
    expect(sent).toContain('countryCodeV2');
    expect(sent).not.toMatch(/customer \{[^}]*\bemail\b/);
    const query = (JSON.parse(fake.requests[0]!.body) as { variables: { query: string } }).variables.query;
    expect(query).toBe('created_at:>=2026-03-10T00:00:00Z created_at:<=2026-03-31T23:59:59Z');
  });

  it('needs a period', async () => {
    fake = await startFake('shopify');
    await expect(runAction(shopifyListOrders, { input: {}, ...shopifyFakeConnection(fake) })).rejects.toThrow(/^Invalid input, zod validation failed/);
  });
});
