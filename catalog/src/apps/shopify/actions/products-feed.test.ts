import { afterEach, describe, expect, it } from 'vitest';
import { shopifyFakeConnection, startFake, type StartedFake } from '../../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { shopifyProductFeed } from './products-feed.js';

let fake: StartedFake<'shopify'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

type Feed = { rows: Array<Record<string, string>> };

describe('shopify products.feed', () => {
  it('builds one row per variant of the active products over every page, price as "number currency"', async () => {
    fake = await startFake('shopify');
    const output = (await runAction(shopifyProductFeed, { input: {}, ...shopifyFakeConnection(fake) })) as Feed;
    // 45 products, 4 drafts: 41 active with two variants each.
    expect(output.rows).toHaveLength(82);
    expect(fake.requests.length - fake.throttled).toBe(5);
    expect(output.rows[0]).toEqual({
      item_group_id: '1001',
      id: '20011',
      title: 'Product 1 - S',
      description: 'Description of product 1',
      link: 'https://shop.example.com/products/product-1?variant=20011',
      image_link: 'https://cdn.shopify.com/s/files/product-1.jpg',
      availability: 'in_stock',
      price: '11.00 EUR',
      brand: 'Acme',
      gtin: '4000000000011',
    });
    expect(output.rows.find((r) => r.id === '20031')).toMatchObject({ availability: 'out_of_stock', price: '13.00 EUR' });
  });

  it('sells out-of-stock variants whose policy continues selling', async () => {
    fake = await startFake('shopify', { seed: { products: 3 } });
    fake.store.variants[4]!.inventoryPolicy = 'CONTINUE';
    const output = (await runAction(shopifyProductFeed, { input: { ids: [1003] }, ...shopifyFakeConnection(fake) })) as Feed;
    expect(output.rows.map((r) => r.availability)).toEqual(['in_stock', 'out_of_stock']);
  });
});
