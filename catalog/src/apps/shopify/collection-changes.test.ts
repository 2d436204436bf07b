import { afterEach, describe, expect, it } from 'vitest';
import { shopifyFakeConnection, startFake, type StartedFake } from '../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { shopifyAddProductToCollection } from './actions/collections-add-product.js';
import { shopifyRemoveProductFromCollection } from './actions/collections-remove-product.js';
import { shopifyUpdateSmartCollection } from './actions/smart-collections-update.js';

let fake: StartedFake<'shopify'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('shopify collection changes', () => {
  it('adds a product to a custom collection and removes it; smart collections refuse', async () => {
    fake = await startFake('shopify');
    const input = { collectionId: 3002, productId: 1040 };
    expect(await runAction(shopifyAddProductToCollection, { input, ...shopifyFakeConnection(fake) })).toEqual({ collectionId: 'gid://shopify/Collection/3002', productId: 'gid://shopify/Product/1040' });
    expect(fake.store.collections[1]?.productIds).toEqual([1001, 1002, 1003, 1040]);
    await runAction(shopifyRemoveProductFromCollection, { input, ...shopifyFakeConnection(fake) });
    expect(fake.store.collections[1]?.productIds).toEqual([1001, 1002, 1003]);
    await expect(runAction(shopifyAddProductToCollection, { input: { collectionId: 3003, productId: 1001 }, ...shopifyFakeConnection(fake) })).rejects.toThrow(
      "shopify collectionAddProducts refused the change: id: Can't manually add products to a smart collection",
    );
  });

  it('updates a smart collection with SEO title and description of at most 255 characters', async () => {
    fake = await startFake('shopify');
    const output = (await runAction(shopifyUpdateSmartCollection, {
      input: { collectionId: 3003, title: 'All shoes', seoTitle: 'Shoes for everyone', seoDescription: 'Every shoe we sell' },
      ...shopifyFakeConnection(fake),
    })) as { collection: Record<string, unknown> };
    expect(output.collection).toMatchObject({ title: 'All shoes', seo: { title: 'Shoes for everyone', description: 'Every shoe we sell' }, productsCount: 15 });
    await expect(runAction(shopifyUpdateSmartCollection, { input: { collectionId: 3003, seoTitle: 'x'.repeat(256) }, ...shopifyFakeConnection(fake) })).rejects.toThrow(
      'The meta title must not be longer than 255 characters',
    );
    await expect(runAction(shopifyUpdateSmartCollection, { input: { collectionId: 3003, seoDescription: 'x'.repeat(256) }, ...shopifyFakeConnection(fake) })).rejects.toThrow(
      'The meta description must not be longer than 255 characters',
    );
  });
});
