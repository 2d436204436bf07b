import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake, wooCommerceFakeConnection } from '../../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { wooListOrders } from './orders-list.js';

let fake: StartedFake<'woocommerce'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('woocommerce orders.list', () => {
  it('lists the orders of a period over every page', async () => {
    fake = await startFake('woocommerce');
    const more = Array.from({ length: 120 }, (_, i) => ({ ...fake!.orders[0]!, id: 2000 + i, number: String(2000 + i), date_created_gmt: '2026-03-15T08:00:00' }));
    fake.orders.push(...more);
    const output = (await runAction(wooListOrders, { input: { period: { from: '2026-03-10', to: '2026-03-31T23:59:59Z' } }, ...wooCommerceFakeConnection(fake) })) as {
      orders: Array<Record<string, unknown>>;
    };
    expect(output.orders).toHaveLength(142);
    expect(fake.requests.map((r) => r.query.get('page'))).toEqual(['1', '2']);
    expect(fake.requests[0]?.query.get('after')).toBe('2026-03-10T00:00:00');
    expect(output.orders.find((o) => o.number === '509')).toMatchObject({ status: 'completed', currency: 'EUR', customer: { email: 'buyer9@example.com' }, lineItems: [{ sku: 'SKU-10-1', quantity: 1 }] });
  });
});
