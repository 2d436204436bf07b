import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../../testing/index.js';
import type { AnyAction } from '@tandem/catalog/sdk';
import { appSettingEnvName, runAction } from '@tandem/catalog/runtime';
import { productsUpdateDescription } from './actions/products-update-description.js';
import { productsUpdateLabel } from './actions/products-update-label.js';
import { productsUpdateTitle } from './actions/products-update-title.js';

let merchant: StartedFake<'google-merchant-center'> | undefined;
afterEach(async () => {
  await merchant?.close();
  merchant = undefined;
});

/** Runs a Google Ads action whose Merchant API calls go to the Merchant fake (the Ads API's override points nowhere). */
const run = (action: AnyAction, input: unknown) =>
  runAction(action, {
    input,
    auth: { refreshToken: 'r', accessToken: merchant!.token },
    config: { customerId: '1234567890' },
    env: { ...process.env, [appSettingEnvName('google-ads', 'developerToken')]: 'dev-token' },
    baseUrlOverrides: { 'google-ads': 'http://127.0.0.1:9', ...merchant!.baseUrlOverrides },
  });

const target = { merchantId: '123456', dataSourceId: '7001', productId: 'de~DE~sku/3' };
const segment = Buffer.from('de~DE~sku/3').toString('base64url');

describe('google-ads product updates (through the Merchant API)', () => {
  it.each([
    ['products.updateTitle', productsUpdateTitle, { title: 'Trailschuh Gore-Tex' }, 'title', 'Trailschuh Gore-Tex'],
    ['products.updateDescription', productsUpdateDescription, { description: 'Wasserdicht.' }, 'description', 'Wasserdicht.'],
    ['products.updateLabel', productsUpdateLabel, { labelNumber: 5, label: 'clearance' }, 'customLabel4', 'clearance'],
  ] as const)('%s patches the product input of the API data source', async (_id, action, fields, attribute, value) => {
    merchant = await startFake('google-merchant-center');
    const output = await run(action, { ...target, ...fields });
    expect(output).toEqual({ name: 'accounts/123456/productInputs/de~DE~sku/3', product: 'accounts/123456/products/de~DE~sku/3', updatedAttributes: [attribute] });
    const [request] = merchant.requests;
    expect([request?.method, request?.path]).toEqual(['PATCH', `/products/v1/accounts/123456/productInputs/${segment}`]);
    expect(request?.query.get('updateMask')).toBe(`productAttributes.${attribute}`);
    expect(request?.query.get('dataSource')).toBe('accounts/123456/dataSources/7001');
    expect(JSON.parse(request?.body ?? '')).toEqual({ offerId: 'sku/3', contentLanguage: 'de', feedLabel: 'DE', productAttributes: { [attribute]: value } });
    expect(merchant.products[2]?.productAttributes).toMatchObject({ [attribute]: value, brand: 'Example' });
  });

  it('label number n is custom label n-1; an empty label removes it', async () => {
    merchant = await startFake('google-merchant-center');
    await run(productsUpdateLabel, { ...target, labelNumber: 1, label: 'summer' });
    expect(merchant.products[2]?.productAttributes.customLabel0).toBe('summer');
    await run(productsUpdateLabel, { ...target, labelNumber: 1, label: '' });
    expect(merchant.products[2]?.productAttributes).not.toHaveProperty('customLabel0');
  });

  it('checks the label number, the ids and the product before or through the Merchant API', async () => {
    merchant = await startFake('google-merchant-center');
    await expect(run(productsUpdateLabel, { ...target, labelNumber: 0, label: 'x' })).rejects.toThrow(/Invalid input/);
    await expect(run(productsUpdateLabel, { ...target, labelNumber: 6, label: 'x' })).rejects.toThrow(/Invalid input/);
    await expect(run(productsUpdateTitle, { ...target, merchantId: 'shop', title: 'x' })).rejects.toThrow('Value must be a numeric string');
    await expect(run(productsUpdateTitle, { ...target, productId: 'sku-1', title: 'x' })).rejects.toThrow('Use a product id like en~US~sku123');
    expect(merchant.requests).toHaveLength(0);
    await expect(run(productsUpdateTitle, { ...target, dataSourceId: '7000', title: 'x' })).rejects.toThrow('Only API data sources are supported.');
    await expect(run(productsUpdateTitle, { ...target, productId: 'de~DE~sku-9', title: 'x' })).rejects.toMatchObject({ status: 404 });
  });
});
