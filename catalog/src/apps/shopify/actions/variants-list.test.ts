import { afterEach, describe, expect, it } from 'vitest';
import { shopifyFakeConnection, startFake, type StartedFake } from '../../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { shopifyListVariants } from './variants-list.js';

let fake: StartedFake<'shopify'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('shopify variants.list', () => {
  it('pages through every variant of the shop, or lists one product’s', async () => {
    fake = await startFake('shopify');
    const all = (await runAction(shopifyListVariants, { input: {}, ...shopifyFakeConnection(fake) })) as { variants: Array<{ id: string; productId: string }> };
    expect(all.variants).toHaveLength(90);
    expect(fake.requests).toHaveLength(1); // 90 variants fit in one page of 100
    const one = (await runAction(shopifyListVariants, { input: { productId: 1002 }, ...shopifyFakeConnection(fake) })) as typeof all;
    expect(one.variants).toEqual([
      expect.objectContaining({ id: 'gid://shopify/ProductVariant/20021', productId: 'gid://shopify/Product/1002', price: 12, sku: 'SKU-2-1', inventoryItemId: 'gid://shopify/InventoryItem/40021' }),
      expect.objectContaining({ id: 'gid://shopify/ProductVariant/20022', price: 12.5, options: [{ name: 'Size', value: 'M' }] }),
    ]);
    expect((JSON.parse(fake.requests[1]!.body) as { variables: unknown }).variables).toMatchObject({ query: 'product_id:1002' });
  });

  it('loads a second page when there are more than 100 variants', async () => {
    fake = await startFake('shopify', { seed: { products: 70 } });
    const all = (await runAction(shopifyListVariants, { input: {}, ...shopifyFakeConnection(fake) })) as { variants: unknown[] };
    expect(all.variants).toHaveLength(140);
    expect(fake.requests.length - fake.throttled).toBe(2);
    const limited = (await runAction(shopifyListVariants, { input: { limit: 3 }, ...shopifyFakeConnection(fake) })) as { variants: unknown[] };
    expect(limited.variants).toHaveLength(3);
  });
});
