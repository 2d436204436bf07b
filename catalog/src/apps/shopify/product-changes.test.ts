import { afterEach, describe, expect, it } from 'vitest';
import { shopifyFakeConnection, startFake, type StartedFake } from '../../testing/index.js';
import { AuthError } from '@tandem/catalog/sdk';
import { runAction } from '@tandem/catalog/runtime';
import { shopifyAddProductTag } from './actions/products-add-tag.js';
import { shopifyRemoveProduct } from './actions/products-remove.js';
import { shopifyRemoveProductTag } from './actions/products-remove-tag.js';
import { shopifyUpdateProduct } from './actions/products-update.js';

let fake: StartedFake<'shopify'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('shopify product changes', () => {
  it('updates title, description and category and leaves the rest', async () => {
    fake = await startFake('shopify');
    const output = (await runAction(shopifyUpdateProduct, { input: { productId: 1001, title: 'New', categoryId: 'gid://shopify/TaxonomyCategory/aa-5' }, ...shopifyFakeConnection(fake) })) as {
      product: Record<string, unknown>;
    };
    expect(output.product).toMatchObject({ title: 'New', description: 'Description of product 1', category: { name: 'Category 5' } });
    await expect(runAction(shopifyUpdateProduct, { input: { productId: 1, title: 'x' }, ...shopifyFakeConnection(fake) })).rejects.toThrow(
      'shopify productUpdate refused the change: id: Product does not exist',
    );
  });

  it('adds and removes tags', async () => {
    fake = await startFake('shopify');
    await runAction(shopifyAddProductTag, { input: { productId: 1001, tag: 'out-of-stock' }, ...shopifyFakeConnection(fake) });
    await runAction(shopifyAddProductTag, { input: { productId: 1001, tag: 'out-of-stock' }, ...shopifyFakeConnection(fake) });
    expect(fake.store.products[0]?.tags).toEqual(['summer', 'out-of-stock']);
    await runAction(shopifyRemoveProductTag, { input: { productId: 'gid://shopify/Product/1001', tag: 'summer' }, ...shopifyFakeConnection(fake) });
    expect(fake.store.products[0]?.tags).toEqual(['out-of-stock']);
  });

  it('removes a product with its variants; a wrong token is an auth error', async () => {
    fake = await startFake('shopify');
    expect(await runAction(shopifyRemoveProduct, { input: { productId: 1002 }, ...shopifyFakeConnection(fake) })).toEqual({ deletedProductId: 'gid://shopify/Product/1002' });
    expect(fake.store.products.some((p) => p.id === 1002)).toBe(false);
    expect(fake.store.variants.some((v) => v.productId === 1002)).toBe(false);
    const wrong = { ...shopifyFakeConnection(fake), auth: { user: 'k', secret: 's', token: 'shpat_wrong' } };
    const error = await runAction(shopifyRemoveProduct, { input: { productId: 1003 }, ...wrong }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as Error).message).not.toContain('shpat_wrong');
  });
});
