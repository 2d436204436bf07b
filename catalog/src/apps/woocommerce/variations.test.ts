import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake, wooCommerceFakeConnection } from '../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { wooListVariations } from './actions/variations-list.js';
import { wooUpdateVariation } from './actions/variations-update.js';

let fake: StartedFake<'woocommerce'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('woocommerce variations', () => {
  it('lists every page of a product’s variations', async () => {
    fake = await startFake('woocommerce');
    const many = Array.from({ length: 130 }, (_, i) => ({ id: 9000 + i, sku: `V-${i}`, price: '5.00', regular_price: '5.00', sale_price: '', stock_quantity: i, stock_status: 'instock', attributes: [] }));
    fake.variations.set(101, many);
    const output = (await runAction(wooListVariations, { input: { productId: 101 }, ...wooCommerceFakeConnection(fake) })) as { variations: Array<Record<string, unknown>> };
    expect(output.variations).toHaveLength(130);
    expect(fake.requests).toHaveLength(2);
    expect(output.variations[129]).toMatchObject({ id: 9129, productId: 101, sku: 'V-129', price: 5, stockQuantity: 129 });
  });

  it('updates a variation', async () => {
    fake = await startFake('woocommerce');
    const output = (await runAction(wooUpdateVariation, { input: { productId: 101, variationId: 1011, salePrice: 9.99, stockQuantity: 3, gtin: '123' }, ...wooCommerceFakeConnection(fake) })) as {
      variation: Record<string, unknown>;
    };
    expect(output.variation).toMatchObject({ id: 1011, price: 9.99, salePrice: 9.99, regularPrice: 11, stockQuantity: 3, gtin: '123' });
    await expect(runAction(wooUpdateVariation, { input: { productId: 101, variationId: 1, sku: 'x' }, ...wooCommerceFakeConnection(fake) })).rejects.toThrow(/404/);
  });
});
