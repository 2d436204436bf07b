import { afterEach, describe, expect, it } from 'vitest';
import { shopifyFakeConnection, startFake, type StartedFake } from '../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { shopifyListProducts } from './actions/products-list.js';
import { shopifyListProductsV2 } from './actions/products-list-v2.js';
import { shopifyListProductsV3 } from './actions/products-list-v3.js';

let fake: StartedFake<'shopify'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

type Products = { products: Array<Record<string, unknown> & { id: string; status: string; variants?: unknown[]; images?: unknown[]; category?: unknown }> };

describe('shopify products.list, listV2 and listV3', () => {
  it('loads every page of products with their variants and images (v1)', async () => {
    fake = await startFake('shopify');
    const output = (await runAction(shopifyListProducts, { input: {}, ...shopifyFakeConnection(fake) })) as Products;
    expect(output.products).toHaveLength(45);
    expect(output.products[0]).toMatchObject({
      id: 'gid://shopify/Product/1001',
      legacyResourceId: '1001',
      title: 'Product 1',
      status: 'active',
      images: [{ url: 'https://cdn.shopify.com/s/files/product-1.jpg', altText: 'Product 1' }],
      variants: [expect.objectContaining({ sku: 'SKU-1-1', price: 11, inventoryPolicy: 'deny', inventoryQuantity: 5 }), expect.objectContaining({ sku: 'SKU-1-2' })],
    });
    // Five pages of ten: with relations one page stays below the query cost limit.
    expect(fake.requests).toHaveLength(5);
    expect(fake.requests.every((r) => r.headers['x-shopify-access-token'] === fake!.accessToken)).toBe(true);
  });

  it('filters by status, dates and ids in the search syntax, and loads only the chosen relations (v2)', async () => {
    fake = await startFake('shopify');
    const output = (await runAction(shopifyListProductsV2, {
      input: { status: ['draft'], createdAfter: '2026-01-01', relations: ['productCategory'] },
      ...shopifyFakeConnection(fake),
    })) as Products;
    expect(output.products.map((p) => p.id)).toEqual(['gid://shopify/Product/1010', 'gid://shopify/Product/1020', 'gid://shopify/Product/1030', 'gid://shopify/Product/1040']);
    expect(output.products[0]).toMatchObject({ status: 'draft', category: { id: 'gid://shopify/TaxonomyCategory/aa-11' } });
    expect(output.products[0]).not.toHaveProperty('variants');
    const body = JSON.parse(fake.requests[0]!.body) as { variables: { query: string } };
    expect(body.variables.query).toBe('(status:draft) created_at:>=2026-01-01');
    const byIds = (await runAction(shopifyListProductsV2, { input: { ids: [1003, 'gid://shopify/Product/1004'], limit: 1 }, ...shopifyFakeConnection(fake) })) as Products;
    expect(byIds.products.map((p) => p.id)).toEqual(['gid://shopify/Product/1003']);
  });

  it('lists the products of one collection with the other filters applied (v3)', async () => {
    fake = await startFake('shopify');
    const output = (await runAction(shopifyListProductsV3, { input: { collectionId: 3001, productType: 'Shoes' }, ...shopifyFakeConnection(fake) })) as Products;
    expect(output.products.map((p) => p.id)).toEqual([3, 6, 9, 12, 15, 18, 21, 24].map((n) => `gid://shopify/Product/${1000 + n}`));
    await expect(runAction(shopifyListProductsV3, { input: { collectionId: 1 }, ...shopifyFakeConnection(fake) })).rejects.toThrow('The collection gid://shopify/Collection/1 does not exist');
    await expect(runAction(shopifyListProductsV3, { input: { collectionId: 'gid://shopify/Product/1' }, ...shopifyFakeConnection(fake) })).rejects.toThrow(
      /^Invalid input, zod validation failed.*gid:\/\/shopify\/Collection\/123/s,
    );
  });
});
