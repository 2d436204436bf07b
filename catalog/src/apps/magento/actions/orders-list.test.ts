import { afterEach, describe, expect, it } from 'vitest';
import { magentoFakeConnection, startFake, type StartedFake } from '../../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { magentoListOrders } from './orders-list.js';

let fake: StartedFake<'magento'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('magento orders.list', () => {
  it('lists the orders of a period over every page, stopping at total_count', async () => {
    fake = await startFake('magento');
    fake.orders.push(...Array.from({ length: 110 }, (_, i) => ({ ...fake!.orders[0]!, entity_id: 1000 + i, increment_id: `1${i}`, created_at: '2026-03-20 09:00:00' })));
    const output = (await runAction(magentoListOrders, { input: { period: { from: '2026-03-10', to: '2026-03-31T23:59:59Z' } }, ...magentoFakeConnection(fake) })) as {
      orders: Array<Record<string, unknown>>;
    };
    expect(output.orders).toHaveLength(132);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]?.query.get('searchCriteria[filter_groups][0][filters][0][value]')).toBe('2026-03-10 00:00:00');
    expect(output.orders[0]).toMatchObject({ incrementId: '000000009', status: 'complete', currency: 'EUR', customer: { email: 'buyer9@example.com' }, items: [{ sku: 'SKU-10-1', quantity: 1 }] });
  });
});
