import { afterEach, describe, expect, it } from 'vitest';
import { shopifyFakeConnection, startFake, type StartedFake } from '../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { shopifyListCategories } from './actions/categories-list.js';
import { shopifyListCustomCollections } from './actions/custom-collections-list.js';
import { shopifyListSmartCollections } from './actions/smart-collections-list.js';
import { shopifyProductCollections } from './actions/collections-list-for-product.js';

let fake: StartedFake<'shopify'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

type Collections = { collections: Array<{ id: string; title: string; productsCount: number; ruleSet: unknown }> };

describe('shopify collections and categories', () => {
  it('lists custom and smart collections apart, smart ones with their rules', async () => {
    fake = await startFake('shopify');
    const custom = (await runAction(shopifyListCustomCollections, { input: {}, ...shopifyFakeConnection(fake) })) as Collections;
    expect(custom.collections.map((c) => [c.title, c.productsCount, c.ruleSet])).toEqual([['Summer', 25, null], ['Bestsellers', 3, null]]);
    const smart = (await runAction(shopifyListSmartCollections, { input: {}, ...shopifyFakeConnection(fake) })) as Collections;
    expect(smart.collections).toEqual([
      expect.objectContaining({ id: 'gid://shopify/Collection/3003', title: 'Shoes', productsCount: 15, ruleSet: { appliedDisjunctively: false, rules: [{ column: 'TYPE', relation: 'EQUALS', condition: 'Shoes' }] } }),
    ]);
  });

  it('lists the collections of one product, and says when the product does not exist', async () => {
    fake = await startFake('shopify');
    await expect(runAction(shopifyProductCollections, { input: { productId: '3' }, ...shopifyFakeConnection(fake) })).rejects.toThrow(
      'The product gid://shopify/Product/3 does not exist',
    );
    const of3 = (await runAction(shopifyProductCollections, { input: { productId: 1003 }, ...shopifyFakeConnection(fake) })) as Collections;
    expect(of3.collections.map((c) => c.title)).toEqual(['Summer', 'Bestsellers', 'Shoes']);
  });

  it('pages through the product taxonomy and searches it', async () => {
    fake = await startFake('shopify');
    const all = (await runAction(shopifyListCategories, { input: {}, ...shopifyFakeConnection(fake) })) as { categories: Array<{ id: string; fullName: string }> };
    expect(all.categories).toHaveLength(60);
    expect(fake.requests).toHaveLength(2);
    const found = (await runAction(shopifyListCategories, { input: { search: 'category 42' }, ...shopifyFakeConnection(fake) })) as typeof all;
    expect(found.categories).toEqual([{ id: 'gid://shopify/TaxonomyCategory/aa-42', name: 'Category 42', fullName: 'Apparel & Accessories > Category 42' }]);
  });
});
