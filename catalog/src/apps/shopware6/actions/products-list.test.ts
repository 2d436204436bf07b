import { afterEach, describe, expect, it } from 'vitest';
import { shopware6FakeConnection, startFake, type StartedFake } from '../../../testing/index.js';
import { AuthError } from '@tandem/catalog/sdk';
import { runAction, runAppTest } from '@tandem/catalog/runtime';
import { shopware6 } from '../app.js';
import { shopware6ListProducts } from './products-list.js';

let fake: StartedFake<'shopware6'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

type Products = { products: Array<Record<string, unknown>> };

describe('shopware6 products.list', () => {
  it('exchanges the access key for a token, then searches page by page with the connection’s page size', async () => {
    fake = await startFake('shopware6', { accessKeyId: 'SWIAKEYLIST', products: 30 });
    const output = (await runAction(shopware6ListProducts, { input: {}, ...shopware6FakeConnection(fake) })) as Products;
    expect(output.products).toHaveLength(90);
    expect(output.products[0]).toMatchObject({ productNumber: 'SKU-1', parentId: null, manufacturer: 'Acme', price: 11, stock: 15, imageUrl: 'https://shop.example.com/media/product-1.jpg' });
    const searches = fake.requests.filter((r) => r.path === '/api/search/product');
    expect(searches.map((r) => (JSON.parse(r.body) as { page: number; limit: number }).page)).toEqual([1, 2, 3, 4, 5]);
    expect(fake.requests[0]).toMatchObject({ method: 'POST', path: '/api/oauth/token' });
    expect(JSON.parse(fake.requests[0]!.body)).toMatchObject({ grant_type: 'client_credentials', client_id: 'SWIAKEYLIST' });
    expect(fake.tokensIssued).toBe(1);
    expect(searches.every((r) => r.headers.authorization?.startsWith('Bearer '))).toBe(true);
  });

  it('lists main products only, active ones, up to a limit; exchanges again once the token expired', async () => {
    fake = await startFake('shopware6', { accessKeyId: 'SWIAKEYMAIN' });
    await runAction(shopware6ListProducts, { input: { limit: 1 }, ...shopware6FakeConnection(fake) });
    fake.expireTokens();
    const output = (await runAction(shopware6ListProducts, { input: { includeVariants: false, active: false }, ...shopware6FakeConnection(fake) })) as Products;
    expect(output.products.map((p) => p.productNumber)).toEqual(['SKU-10', 'SKU-20', 'SKU-30', 'SKU-40']);
    expect(fake.tokensIssued).toBe(2);
  });

  it('tests the connection; refused credentials are an auth error', async () => {
    fake = await startFake('shopware6', { accessKeyId: 'SWIAKEYTEST' });
    await expect(runAppTest(shopware6, shopware6FakeConnection(fake))).resolves.toBeUndefined();
    const wrong = { ...shopware6FakeConnection(fake), auth: { user: 'SWIAKEYTEST', secret: 'wrong' } };
    const error = await runAppTest(shopware6, wrong).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as Error).message).not.toContain('wrong');
  });
});
