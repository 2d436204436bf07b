import { afterEach, describe, expect, it } from 'vitest';
import { shopware6FakeConnection, startFake, type StartedFake } from '../../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { shopware6ListOrders } from './orders-list.js';

let fake: StartedFake<'shopware6'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('shopware6 orders.list', () => {
  it('lists the orders of a period over several pages with customer and line items', async () => {
    fake = await startFake('shopware6', { accessKeyId: 'SWIAKEYORDERS' });
    const output = (await runAction(shopware6ListOrders, { input: { period: { from: '2026-03-10', to: '2026-03-31T23:59:59Z' } }, ...shopware6FakeConnection(fake, 10) })) as {
      orders: Array<Record<string, unknown>>;
    };
    expect(output.orders).toHaveLength(22);
    expect(fake.requests.filter((r) => r.path === '/api/search/order')).toHaveLength(3);
    expect(output.orders[0]).toMatchObject({
      orderNumber: '10009',
      status: 'completed',
      currency: 'EUR',
      customer: { email: 'buyer9@example.com' },
      lineItems: [{ label: 'Product 10 S', quantity: 1, unitPrice: 20, productNumber: 'SKU-10-1' }],
    });
  });
});
