import { afterEach, describe, expect, it } from 'vitest';
import { shopware6FakeConnection, startFake, type StartedFake } from '../../../fakes/index.js';
import { runAction } from '../../../sdk/index.js';
import { shopware6UpdateProduct } from './update-product.js';

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
});
