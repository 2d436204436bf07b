import { afterEach, describe, expect, it } from 'vitest';
import { shopware5FakeConnection, startFake, type StartedFake } from '../../testing/index.js';
import { AuthError } from '@tandem/catalog/sdk';
import { runAction, runAppTest } from '@tandem/catalog/runtime';
import { shopware5 } from './app.js';
import { shopware5GetProduct } from './actions/products-get.js';
import { shopware5ListProducts } from './actions/products-list.js';
import { shopware5UpdateProduct } from './actions/products-update.js';

let fake: StartedFake<'shopware5'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('shopware5 products', () => {
  it('lists every page (limit and start up to total) with basic auth of the user and API key', async () => {
    fake = await startFake('shopware5', { products: 150 });
    const output = (await runAction(shopware5ListProducts, { input: {}, ...shopware5FakeConnection(fake) })) as { products: Array<Record<string, unknown>> };
    expect(output.products).toHaveLength(150);
    expect(fake.requests.map((r) => r.query.get('start'))).toEqual(['0', '100']);
    expect(fake.requests[0]?.headers.authorization).toBe(`Basic ${Buffer.from(`${fake.username}:${fake.apiKey}`).toString('base64')}`);
    const inactive = (await runAction(shopware5ListProducts, { input: { active: false, limit: 2 }, ...shopware5FakeConnection(fake) })) as { products: Array<{ id: number }> };
    expect(inactive.products.map((p) => p.id)).toEqual([10, 20]);
  });

  it('gets one article with its variants, supplier and tax; an unknown id fails with Shopware’s message', async () => {
    fake = await startFake('shopware5');
    const output = (await runAction(shopware5GetProduct, { input: { articleId: '3' }, ...shopware5FakeConnection(fake) })) as { product: Record<string, unknown> };
    expect(output.product).toMatchObject({ id: 3, name: 'Product 3', supplier: 'Acme', taxRate: 19, mainDetail: { number: 'SKU-3-1', inStock: 0 }, details: [{ number: 'SKU-3-2' }] });
    await expect(runAction(shopware5GetProduct, { input: { articleId: 'abc' }, ...shopware5FakeConnection(fake) })).rejects.toThrow('Value must be a numeric string');
    await expect(runAction(shopware5GetProduct, { input: { articleId: 999 }, ...shopware5FakeConnection(fake) })).rejects.toThrow('shopware5 answered 404 Not Found: Article by id 999 not found');
  });

  it('updates an article, its SEO meta (at most 255) and its main variant’s stock and price', async () => {
    fake = await startFake('shopware5');
    const output = (await runAction(shopware5UpdateProduct, {
      input: { articleId: 1, name: 'Renamed', inStock: 0, price: 9.5, metaTitle: 'T', metaDescription: 'D' },
      ...shopware5FakeConnection(fake),
    })) as { product: Record<string, unknown> };
    expect(output.product).toMatchObject({ name: 'Renamed', metaTitle: 'T', description: 'D', mainDetail: { inStock: 0, prices: [{ customerGroupKey: 'EK', price: 9.5 }] } });
    await expect(runAction(shopware5UpdateProduct, { input: { articleId: 1, metaTitle: 'x'.repeat(256) }, ...shopware5FakeConnection(fake) })).rejects.toThrow(
      'The meta title must not be longer than 255 characters',
    );
  });

  it('tests the connection; a wrong API key is an auth error', async () => {
    fake = await startFake('shopware5');
    await expect(runAppTest(shopware5, shopware5FakeConnection(fake))).resolves.toBeUndefined();
    await expect(runAppTest(shopware5, { ...shopware5FakeConnection(fake), auth: { user: 'api-user', secret: 'wrong' } })).rejects.toBeInstanceOf(AuthError);
  });

  it("refuses a request that drifts from Shopware 5's REST guide: an unknown article field, a wrong filter expression", async () => {
    fake = await startFake('shopware5');
    const authorization = `Basic ${Buffer.from(`${fake.username}:${fake.apiKey}`).toString('base64')}`;
    const send = (path: string, body?: unknown) =>
      fetch(`${fake!.baseUrl}${path}`, { method: body ? 'PUT' : 'GET', headers: { authorization, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) })
        .then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
    expect(await send('/articles/3', { mainDetail: { stock: 5 } })).toEqual({ status: 400, body: { success: false, message: 'Validation error: mainDetail.stock: This field was not expected.' } });
    expect(await send('/articles?filter[0][property]=active&filter[0][expression]=EQUALS&filter[0][value]=1')).toEqual({
      status: 400,
      body: { success: false, message: 'Validation error: filter[0][expression]: The value you selected is not a valid choice.' },
    });
    expect(fake.details.find((d) => d.articleId === 3 && d.kind === 1)).not.toHaveProperty('stock');
  });
});
