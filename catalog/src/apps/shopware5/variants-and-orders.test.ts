import { afterEach, describe, expect, it } from 'vitest';
import { shopware5FakeConnection, startFake, type StartedFake } from '../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { shopware5ListOrders } from './actions/orders-list.js';
import { shopware5ListVariants } from './actions/variants-list.js';

let fake: StartedFake<'shopware5'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('shopware5 variants and orders', () => {
  it('lists every variant over several pages, or one article’s', async () => {
    fake = await startFake('shopware5', { products: 60 });
    const all = (await runAction(shopware5ListVariants, { input: {}, ...shopware5FakeConnection(fake) })) as { variants: Array<Record<string, unknown>> };
    expect(all.variants).toHaveLength(120);
    expect(fake.requests).toHaveLength(2);
    const one = (await runAction(shopware5ListVariants, { input: { articleId: 2 }, ...shopware5FakeConnection(fake) })) as typeof all;
    expect(one.variants.map((v) => v.number)).toEqual(['SKU-2-1', 'SKU-2-2']);
  });

  it('lists the orders of a period over several pages', async () => {
    fake = await startFake('shopware5');
    fake.orders.push(...Array.from({ length: 100 }, (_, i) => ({ ...fake!.orders[0]!, id: 500 + i, number: String(500 + i), orderTime: '2026-03-20 10:00:00' })));
    const output = (await runAction(shopware5ListOrders, { input: { period: { from: '2026-03-10', to: '2026-03-31T23:59:59Z' } }, ...shopware5FakeConnection(fake) })) as {
      orders: Array<Record<string, unknown>>;
    };
    expect(output.orders).toHaveLength(122);
    expect(fake.requests.map((r) => r.query.get('filter[0][value]'))).toEqual(['2026-03-10 00:00:00', '2026-03-10 00:00:00']);
    expect(output.orders[0]).toMatchObject({ number: '10009', currency: 'EUR', customerEmail: 'buyer9@example.com', invoiceShipping: 4.9 });
  });
});
