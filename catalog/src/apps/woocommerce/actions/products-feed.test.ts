import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake, wooCommerceFakeConnection } from '../../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { wooProductFeed } from './products-feed.js';

let fake: StartedFake<'woocommerce'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('woocommerce products.feed', () => {
  it('builds a row per variation of the published products and one per simple product', async () => {
    fake = await startFake('woocommerce', { products: 120 });
    Object.assign(fake.products[0]!, { type: 'simple', variations: [] });
    const output = (await runAction(wooProductFeed, { input: {}, ...wooCommerceFakeConnection(fake) })) as { rows: Array<Record<string, string>> };
    // 108 published products: one simple, 107 with two variations.
    expect(output.rows).toHaveLength(1 + 107 * 2);
    expect(output.rows[0]).toMatchObject({ id: '101', item_group_id: '101', title: 'Product 1', availability: 'in_stock', price: '11.00 EUR', brand: 'Acme' });
    expect(output.rows[1]).toEqual({
      item_group_id: '102',
      id: '1021',
      title: 'Product 2 - S',
      description: 'Description of product 2',
      link: 'https://shop.example.com/product/product-2/?attribute_size=S',
      image_link: 'https://shop.example.com/media/product-2.jpg',
      availability: 'in_stock',
      price: '12.00 EUR',
      brand: 'Globex',
      gtin: '4000000000021',
    });
    expect(output.rows.find((r) => r.id === '1031')?.availability).toBe('out_of_stock');
  });

  it('tags every product link with the campaign parameters given', async () => {
    fake = await startFake('woocommerce', { products: 2 });
    const input = { utm: { source: 'google', medium: 'cpc', other: 'utm_content=feed' } };
    const output = (await runAction(wooProductFeed, { input, ...wooCommerceFakeConnection(fake) })) as { rows: Array<Record<string, string>> };
    expect(output.rows.length).toBeGreaterThan(0);
    for (const row of output.rows) {
      const link = new URL(row.link!);
      expect([link.searchParams.get('utm_source'), link.searchParams.get('utm_medium'), link.searchParams.get('utm_content')]).toEqual(['google', 'cpc', 'feed']);
    }
    await expect(runAction(wooProductFeed, { input: { utm: { other: 'utm_content' } }, ...wooCommerceFakeConnection(fake) })).rejects.toThrow('UTM other parameters must be name=value pairs joined by &, or empty');
  });
});
