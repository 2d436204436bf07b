import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { merchantUpdateProduct } from './products-update.js';

let fake: StartedFake<'google-merchant-center'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const run = (input: unknown, config: Record<string, string> = { merchantId: '123456', dataSourceId: '7001' }) =>
  runAction(merchantUpdateProduct, { input, auth: { refreshToken: 'r', accessToken: fake!.token }, config, baseUrlOverrides: fake!.baseUrlOverrides });

describe('google-merchant-center products.update', () => {
  it('patches title, description and a custom label of the product input through an API data source', async () => {
    fake = await startFake('google-merchant-center');
    const output = await run({ productId: 'de~DE~sku/3', title: 'Trailschuh Gore-Tex', description: 'Wasserdicht.', label: { number: 2, value: 'bestseller' } });
    expect(output).toEqual({ name: 'accounts/123456/productInputs/de~DE~sku/3', product: 'accounts/123456/products/de~DE~sku/3', updatedAttributes: ['title', 'description', 'customLabel1'] });
    const [request] = fake.requests;
    expect(request?.method).toBe('PATCH');
    expect(request?.path).toBe(`/products/v1/accounts/123456/productInputs/${Buffer.from('de~DE~sku/3').toString('base64url')}`);
    expect(request?.query.get('updateMask')).toBe('productAttributes.title,productAttributes.description,productAttributes.customLabel1');
    expect(request?.query.get('dataSource')).toBe('accounts/123456/dataSources/7001');
    expect(JSON.parse(request?.body ?? '')).toEqual({ offerId: 'sku/3', contentLanguage: 'de', feedLabel: 'DE', productAttributes: { title: 'Trailschuh Gore-Tex', description: 'Wasserdicht.', customLabel1: 'bestseller' } });
    expect(fake.products[2]?.productAttributes).toMatchObject({ title: 'Trailschuh Gore-Tex', description: 'Wasserdicht.', customLabel1: 'bestseller', brand: 'Example' });
  });

  it('checks the label number 1–5, that something changes, the data source and the product', async () => {
    fake = await startFake('google-merchant-center');
    await expect(run({ productId: 'de~DE~sku-1', label: { number: 6, value: 'x' } })).rejects.toThrow(/Invalid input/);
    await expect(run({ productId: 'de~DE~sku-1' })).rejects.toThrow('Give a title, a description or a label');
    await expect(run({ productId: 'sku-1', title: 'x' })).rejects.toThrow('Use a product id like en~US~sku123');
    await expect(run({ productId: 'de~DE~sku-1', title: 'x' }, { merchantId: '123456' })).rejects.toThrow('Choose the API data source for product updates');
    expect(fake.requests).toHaveLength(0);
    await expect(run({ productId: 'de~DE~sku-1', title: 'x', dataSourceId: '7000' })).rejects.toThrow('Only API data sources are supported.');
    await expect(run({ productId: 'de~DE~sku-9', title: 'x' })).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a patch that drifts from the Merchant API Discovery document: an unknown attribute, a wrong enum', async () => {
    fake = await startFake('google-merchant-center');
    const patch = (productAttributes: Record<string, unknown>) =>
      fetch(`${fake!.baseUrlOverrides['google-merchant-center']}/products/v1/accounts/123456/productInputs/de~DE~sku-1?dataSource=accounts/123456/dataSources/7001&updateMask=productAttributes.${Object.keys(productAttributes)[0]}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${fake!.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ offerId: 'sku-1', contentLanguage: 'de', feedLabel: 'DE', productAttributes }),
      }).then(async (r) => ({ status: r.status, error: ((await r.json()) as { error?: { status: string; message: string } }).error }));
    expect(await patch({ customLabel: 'bestseller' })).toEqual({
      status: 400,
      error: expect.objectContaining({ status: 'INVALID_ARGUMENT', message: `Invalid JSON payload received. Unknown name "customLabel" at 'product_attributes': Cannot find field.` }),
    });
    // The Content API's lower-case `in_stock` is `IN_STOCK` in the Merchant API.
    expect(await patch({ availability: 'in_stock' })).toEqual({ status: 400, error: expect.objectContaining({ message: `Invalid value at 'product_attributes.availability' (TYPE_ENUM), "in_stock"` }) });
    expect(await patch({ availability: 'IN_STOCK' })).toMatchObject({ status: 200 });
  });
});
