import { afterEach, describe, expect, it } from 'vitest';
import { magentoFakeConnection, startFake, type StartedFake } from '../../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { magentoProductFeed } from './products-feed.js';

let fake: StartedFake<'magento'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('magento products.feed', () => {
  it('builds a row per enabled product over every page', async () => {
    fake = await startFake('magento', { products: 120 });
    const output = (await runAction(magentoProductFeed, { input: {}, ...magentoFakeConnection(fake) })) as { rows: Array<Record<string, string>> };
    expect(output.rows).toHaveLength(108);
    expect(fake.requests).toHaveLength(2);
    expect(output.rows[0]).toEqual({
      item_group_id: 'SKU-1',
      id: 'SKU-1',
      title: 'Product 1',
      description: 'Description of product 1',
      link: 'https://shop.example.com/product-1.html',
      image_link: 'https://shop.example.com/media/catalog/product/p/r/product-1.jpg',
      availability: 'in_stock',
      price: '11.00 EUR',
      brand: 'Acme',
      gtin: '4000000000010',
    });
    expect(output.rows.find((r) => r.id === 'SKU-3')?.availability).toBe('out_of_stock');
  });
});
