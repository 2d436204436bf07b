import { afterEach, describe, expect, it } from 'vitest';
import { shopifyFakeConnection, startFake, type StartedFake } from '../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { shopifyRemoveVariant } from './actions/variants-remove.js';
import { shopifyUpdateVariant } from './actions/variants-update.js';

let fake: StartedFake<'shopify'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('shopify variant changes', () => {
  it('updates price, compare-at price, SKU, barcode, taxable, weight and policy through the bulk mutation of its product', async () => {
    fake = await startFake('shopify');
    const output = (await runAction(shopifyUpdateVariant, {
      input: { variantId: 20011, price: 9.5, compareAtPrice: 12, sku: 'NEW-1', barcode: '123', taxable: false, weight: 250, weightUnit: 'g', inventoryPolicy: 'continue' },
      ...shopifyFakeConnection(fake),
    })) as { variant: Record<string, unknown> };
    expect(output.variant).toMatchObject({ id: 'gid://shopify/ProductVariant/20011', productId: 'gid://shopify/Product/1001', price: 9.5, compareAtPrice: 12, sku: 'NEW-1', barcode: '123', taxable: false, inventoryPolicy: 'continue' });
    const sent = JSON.parse(fake.requests[1]!.body) as { variables: { variants: unknown[] } };
    expect(sent.variables.variants).toEqual([
      { id: 'gid://shopify/ProductVariant/20011', price: '9.50', compareAtPrice: '12.00', barcode: '123', taxable: false, inventoryPolicy: 'CONTINUE', inventoryItem: { sku: 'NEW-1', measurement: { weight: { value: 250, unit: 'GRAMS' } } } },
    ]);
    expect(fake.store.inventoryItems.find((i) => i.id === 40011)?.weight).toEqual({ value: 250, unit: 'GRAMS' });
    await expect(runAction(shopifyUpdateVariant, { input: { variantId: 1, price: 1 }, ...shopifyFakeConnection(fake) })).rejects.toThrow('The variant gid://shopify/ProductVariant/1 does not exist');
  });

  it('removes a variant', async () => {
    fake = await startFake('shopify');
    expect(await runAction(shopifyRemoveVariant, { input: { variantId: 20012 }, ...shopifyFakeConnection(fake) })).toEqual({
      deletedVariantId: 'gid://shopify/ProductVariant/20012',
      productId: 'gid://shopify/Product/1001',
    });
    expect(fake.store.variants.filter((v) => v.productId === 1001).map((v) => v.id)).toEqual([20011]);
  });
});
