import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake, wooCommerceFakeConnection } from '../../testing/index.js';
import { AuthError } from '@tandem/catalog/sdk';
import { runAction, runAppTest } from '@tandem/catalog/runtime';
import { woocommerce } from './app.js';
import { WooUpdateProductInput, wooUpdateProduct } from './actions/products-update.js';
import { wooListProducts } from './actions/products-list.js';

let fake: StartedFake<'woocommerce'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('woocommerce products', () => {
  it('lists every page (X-WP-TotalPages) with basic auth of the consumer key and secret', async () => {
    fake = await startFake('woocommerce', { products: 150 });
    const output = (await runAction(wooListProducts, { input: {}, ...wooCommerceFakeConnection(fake) })) as { products: Array<Record<string, unknown>> };
    expect(output.products).toHaveLength(150);
    expect(fake.requests.map((r) => r.query.get('page'))).toEqual(['1', '2']);
    expect(fake.requests[0]?.query.get('per_page')).toBe('100');
    expect(fake.requests[0]?.headers.authorization).toBe(`Basic ${Buffer.from(`${fake.consumerKey}:${fake.consumerSecret}`).toString('base64')}`);
    expect(output.products[0]).toMatchObject({ id: 101, name: 'Product 1', type: 'variable', price: 11, stockStatus: 'instock', brands: ['Acme'], gtin: '4000000000010', variationIds: [1011, 1012] });
    const outOfStock = (await runAction(wooListProducts, { input: { stockStatus: 'outofstock', limit: 2 }, ...wooCommerceFakeConnection(fake) })) as { products: Array<{ id: number }> };
    expect(outOfStock.products.map((p) => p.id)).toEqual([103, 106]);
  });

  it('updates fields, SEO meta of at most 255 characters, and says when the product does not exist', async () => {
    fake = await startFake('woocommerce');
    const output = (await runAction(wooUpdateProduct, {
      input: { productId: 101, name: 'Renamed', regularPrice: 20, salePrice: 15, stockQuantity: 0, metaTitle: 'T', metaDescription: 'D' },
      ...wooCommerceFakeConnection(fake),
    })) as { product: Record<string, unknown> };
    expect(output.product).toMatchObject({ name: 'Renamed', price: 15, regularPrice: 20, salePrice: 15, stockQuantity: 0, stockStatus: 'outofstock' });
    expect(JSON.parse(fake.requests[0]!.body)).toEqual({
      name: 'Renamed',
      regular_price: '20.00',
      sale_price: '15.00',
      manage_stock: true,
      stock_quantity: 0,
      meta_data: [{ key: '_yoast_wpseo_title', value: 'T' }, { key: '_yoast_wpseo_metadesc', value: 'D' }],
    });
    await expect(runAction(wooUpdateProduct, { input: { productId: 101, metaDescription: 'x'.repeat(256) }, ...wooCommerceFakeConnection(fake) })).rejects.toThrow(
      'The meta description must not be longer than 255 characters',
    );
    await expect(runAction(wooUpdateProduct, { input: { productId: 9, name: 'x' }, ...wooCommerceFakeConnection(fake) })).rejects.toThrow('woocommerce answered 404 Not Found: Invalid ID.');
  });

  it('sends global_unique_id only when a GTIN is given, and says so when the store is older than WooCommerce 9.2', async () => {
    expect(WooUpdateProductInput.shape.gtin.description).toContain('WooCommerce 9.2');
    fake = await startFake('woocommerce', { knowsGlobalUniqueId: false });
    await runAction(wooUpdateProduct, { input: { productId: 101, name: 'Plain' }, ...wooCommerceFakeConnection(fake) });
    expect(JSON.parse(fake.requests[0]!.body)).toEqual({ name: 'Plain' });
    await expect(runAction(wooUpdateProduct, { input: { productId: 101, gtin: '4006381333931' }, ...wooCommerceFakeConnection(fake) })).rejects.toThrow(
      'The other changes were saved, but this store cannot keep a GTIN: it needs WooCommerce 9.2 or newer',
    );
  });

  it("refuses a request that drifts from WooCommerce's REST reference: an unknown product field, a wrong status", async () => {
    fake = await startFake('woocommerce');
    const authorization = `Basic ${Buffer.from(`${fake.consumerKey}:${fake.consumerSecret}`).toString('base64')}`;
    const send = (method: string, url: string, body?: unknown) =>
      fetch(url, { method, headers: { authorization, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
    expect(await send('PUT', `${fake.baseUrl}/products/101`, { name: 'x', tracks_inventory: true })).toEqual({
      status: 400,
      body: { code: 'rest_invalid_param', message: 'Invalid parameter(s): tracks_inventory', data: { status: 400, params: { tracks_inventory: 'tracks_inventory is not a valid property of Object.' } } },
    });
    expect(await send('GET', `${fake.baseUrl}/products?status=published`)).toMatchObject({
      status: 400,
      body: { code: 'rest_invalid_param', data: { params: { status: 'status is not one of any, future, trash, draft, pending, private, publish.' } } },
    });
    expect(fake.products.find((p) => p.id === 101)?.name).toBe('Product 1');
  });

  it('tests the connection; wrong keys are an auth error', async () => {
    fake = await startFake('woocommerce');
    await expect(runAppTest(woocommerce, wooCommerceFakeConnection(fake))).resolves.toBeUndefined();
    const wrong = { ...wooCommerceFakeConnection(fake), auth: { user: 'ck_x', secret: 'cs_x' } };
    await expect(runAppTest(woocommerce, wrong)).rejects.toBeInstanceOf(AuthError);
  });
});
