import { afterEach, describe, expect, it } from 'vitest';
import { shopware6FakeConnection, startFake, type StartedFake } from '../../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { shopware6UpdateProduct } from './products-update.js';

let fake: StartedFake<'shopware6'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('shopware6 products.update', () => {
  it('patches the given fields, scales the net price with the gross one, and answers the product', async () => {
    fake = await startFake('shopware6', { accessKeyId: 'SWIAKEYUPDATE' });
    const id = fake.products[0]!.id;
    const output = (await runAction(shopware6UpdateProduct, {
      input: { productId: id, name: 'Renamed', stock: 0, price: 23.8, metaTitle: 'Title', metaDescription: 'Meta' },
      ...shopware6FakeConnection(fake),
    })) as { product: Record<string, unknown> };
    expect(output.product).toMatchObject({ id, name: 'Renamed', stock: 0, available: false, price: 23.8, metaTitle: 'Title', metaDescription: 'Meta' });
    const patch = fake.requests.find((r) => r.method === 'PATCH');
    expect(JSON.parse(patch!.body)).toEqual({ name: 'Renamed', stock: 0, metaTitle: 'Title', metaDescription: 'Meta', price: [{ currencyId: 'b7d2554b0ce847cd82f3ac9bd1c0dfca', gross: 23.8, net: 19.99, linked: true }] });
  });

  it('keeps SEO fields within 255 characters and reports Shopware’s errors', async () => {
    fake = await startFake('shopware6', { accessKeyId: 'SWIAKEYUPDATE2' });
    const id = fake.products[0]!.id;
    await expect(runAction(shopware6UpdateProduct, { input: { productId: id, metaTitle: 'x'.repeat(256) }, ...shopware6FakeConnection(fake) })).rejects.toThrow(
      'The meta title must not be longer than 255 characters',
    );
    await expect(runAction(shopware6UpdateProduct, { input: { productId: 'nope' }, ...shopware6FakeConnection(fake) })).rejects.toThrow('32 hexadecimal characters');
    await expect(runAction(shopware6UpdateProduct, { input: { productId: 'f'.repeat(32), name: 'x' }, ...shopware6FakeConnection(fake) })).rejects.toThrow(
      /shopware6 answered 404 Not Found: The product resource with the following primary key was not found/,
    );
    await expect(runAction(shopware6UpdateProduct, { input: { productId: id, name: ' ' }, ...shopware6FakeConnection(fake) })).rejects.toThrow(/zod validation failed/);
  });

  it("refuses a request that drifts from Shopware 6's Admin API: an unknown product field, a wrong filter type", async () => {
    fake = await startFake('shopware6');
    const grant = (await (await fetch(`${fake.baseUrl}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grant_type: 'client_credentials', client_id: fake.accessKeyId, client_secret: fake.secretAccessKey }) })).json()) as { access_token: string };
    const send = (method: string, path: string, body: unknown) =>
      fetch(`${fake!.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${grant.access_token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) })
        .then(async (r) => ({ status: r.status, errors: ((await r.json()) as { errors: unknown[] }).errors }));
    const id = fake.products[0]!.id;
    expect(await send('PATCH', `/product/${id}`, { title: 'Renamed' })).toEqual({
      status: 400,
      errors: [{ status: '400', code: 'FRAMEWORK__WRITE_UNEXPECTED_FIELD', title: 'Bad Request', detail: 'Unexpected field: title', source: { pointer: '/title' } }],
    });
    expect(await send('POST', '/search/product', { filter: [{ type: 'equal', field: 'active', value: true }] })).toMatchObject({
      status: 400,
      errors: [{ detail: 'The value you selected is not a valid choice.', source: { pointer: '/filter/0/type' } }],
    });
    expect(fake.products[0]).not.toHaveProperty('title');
  });
});
