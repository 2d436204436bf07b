import { afterEach, describe, expect, it } from 'vitest';
import { shopware5FakeConnection, startFake, type StartedFake } from '../../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { shopware5SearchAdsFeed } from './products-search-ads-feed.js';

let fake: StartedFake<'shopware5'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('shopware5 products.searchAdsFeed', () => {
  it('builds a row per variant of the active articles with gross prices', async () => {
    fake = await startFake('shopware5', { products: 110 });
    const output = (await runAction(shopware5SearchAdsFeed, { input: {}, ...shopware5FakeConnection(fake) })) as { rows: Array<Record<string, string>> };
    expect(output.rows).toHaveLength(99 * 2);
    expect(output.rows[0]).toEqual({
      item_group_id: '1',
      id: 'SKU-1-1',
      title: 'Product 1 - S',
      description: 'Description of product 1',
      link: 'https://shop.example.com/detail/index/sArticle/1?number=SKU-1-1',
      image_link: 'https://shop.example.com/media/image/product-1.jpg',
      availability: 'in_stock',
      price: '11.00 EUR',
      brand: 'Acme',
      gtin: '4000000000011',
    });
    expect(output.rows.find((r) => r.id === 'SKU-3-2')?.availability).toBe('out_of_stock');
  });
});
