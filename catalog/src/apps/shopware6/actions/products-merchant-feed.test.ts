import { afterEach, describe, expect, it } from 'vitest';
import { shopware6FakeConnection, startFake, type StartedFake } from '../../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { shopware6MerchantFeed } from './products-merchant-feed.js';

let fake: StartedFake<'shopware6'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('shopware6 products.merchantFeed', () => {
  it('builds a row per variant of the active products over every page', async () => {
    fake = await startFake('shopware6', { accessKeyId: 'SWIAKEYFEED' });
    const output = (await runAction(shopware6MerchantFeed, { input: {}, ...shopware6FakeConnection(fake) })) as { rows: Array<Record<string, string>> };
    expect(output.rows).toHaveLength(82);
    expect(output.rows[0]).toEqual({
      item_group_id: 'SKU-1',
      id: 'SKU-1-1',
      title: 'Product 1 S',
      description: 'Description of product 1',
      link: `https://shop.example.com/detail/${fake.products[1]!.id}`,
      image_link: 'https://shop.example.com/media/product-1.jpg',
      availability: 'in_stock',
      price: '11.00 EUR',
      brand: 'Acme',
      gtin: '4000000000011',
    });
    expect(output.rows.find((r) => r.id === 'SKU-3-1')?.availability).toBe('out_of_stock');
  });
});
