import { afterEach, describe, expect, it } from 'vitest';
import { magentoFakeConnection, startFake, type StartedFake } from '../../testing/index.js';
import { signOAuth1 } from '@tandem/catalog/runtime';
import { AuthError } from '@tandem/catalog/sdk';
import { runAction, runAppTest } from '@tandem/catalog/runtime';
import { magento } from './app.js';
import { magentoListProducts } from './actions/products-list.js';
import { magentoUpdateProduct } from './actions/products-update.js';

let fake: StartedFake<'magento'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('magento products', () => {
  it('lists every page with signed requests; the fake verifies each OAuth 1.0a signature', async () => {
    fake = await startFake('magento', { products: 150 });
    const output = (await runAction(magentoListProducts, { input: {}, ...magentoFakeConnection(fake) })) as { products: Array<Record<string, unknown>> };
    expect(output.products).toHaveLength(150);
    expect(fake.requests.map((r) => r.query.get('searchCriteria[currentPage]'))).toEqual(['1', '2']);
    expect(fake.refusals).toEqual([]);
    expect(fake.requests[0]?.headers.authorization).toMatch(/^OAuth oauth_consumer_key="q8mfe2k7x1v3n0c9d4b6a5s7p2l1k0j9", oauth_nonce="[0-9a-f]+", oauth_signature_method="HMAC-SHA1"/);
    expect(output.products[0]).toMatchObject({ id: 1, sku: 'SKU-1', price: 11, status: 'enabled', qty: 15, isInStock: true, urlKey: 'product-1', attributes: { brand: 'Acme', ean: '4000000000010' } });
    const filtered = (await runAction(magentoListProducts, { input: { status: 'disabled', sku: 'SKU-1%', limit: 2 }, ...magentoFakeConnection(fake) })) as { products: Array<{ sku: string }> };
    expect(filtered.products.map((p) => p.sku)).toEqual(['SKU-10', 'SKU-100']);
  });

  it('is refused when a secret is wrong: the signature does not hold', async () => {
    fake = await startFake('magento');
    const wrong = magentoFakeConnection(fake);
    wrong.auth = { ...wrong.auth, tokenSecret: 'not-the-secret' };
    const error = await runAction(magentoListProducts, { input: {}, ...wrong }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as Error).message).toBe('magento answered 401 Unauthorized: The signature is invalid. Verify and try again.');
    expect(fake.refusals).toEqual(['signature_invalid']);
    await expect(runAppTest(magento, magentoFakeConnection(fake))).resolves.toBeUndefined();
    await expect(runAppTest(magento, wrong)).rejects.toBeInstanceOf(AuthError);
  });

  it('updates a product by SKU with SEO meta of at most 255 characters', async () => {
    fake = await startFake('magento');
    const output = (await runAction(magentoUpdateProduct, {
      input: { sku: 'SKU-2', price: 19.5, qty: 0, metaTitle: 'Title', metaDescription: 'Description' },
      ...magentoFakeConnection(fake),
    })) as { product: Record<string, unknown> };
    expect(output.product).toMatchObject({ sku: 'SKU-2', price: 19.5, qty: 0, isInStock: false, metaTitle: 'Title', metaDescription: 'Description' });
    expect(JSON.parse(fake.requests[0]!.body)).toEqual({
      product: {
        sku: 'SKU-2',
        price: 19.5,
        custom_attributes: [{ attribute_code: 'meta_title', value: 'Title' }, { attribute_code: 'meta_description', value: 'Description' }],
        extension_attributes: { stock_item: { qty: 0, is_in_stock: false } },
      },
    });
    await expect(runAction(magentoUpdateProduct, { input: { sku: 'SKU-2', metaTitle: 'x'.repeat(256) }, ...magentoFakeConnection(fake) })).rejects.toThrow(
      'The meta title must not be longer than 255 characters',
    );
    await expect(runAction(magentoUpdateProduct, { input: { sku: 'NOPE', name: 'x' }, ...magentoFakeConnection(fake) })).rejects.toThrow(/404 Not Found: The product that was requested doesn't exist/);
  });

  it("refuses a signed request that drifts from Magento's REST reference: an unknown product field, a wrong condition type", async () => {
    fake = await startFake('magento');
    const { consumerKey, consumerSecret, token, tokenSecret } = fake.credentials;
    const send = (method: string, url: string, body?: unknown) =>
      fetch(url, {
        method,
        headers: { authorization: signOAuth1({ method, url, consumerKey, consumerSecret, token, tokenSecret }), 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
    expect(await send('PUT', `${fake.baseUrl}/products/SKU-1`, { product: { sku: 'SKU-1', extension_attributes: { stock_item: { quantity: 5 } } } })).toEqual({
      status: 400,
      body: { message: 'Property "Quantity" does not have accessor method "getQuantity" in class "Magento\\CatalogInventory\\Api\\Data\\StockItemInterface".' },
    });
    const at = 'searchCriteria[filter_groups][0][filters][0]';
    const url = `${fake.baseUrl}/products?${new URLSearchParams([[`${at}[field]`, 'sku'], [`${at}[value]`, 'SKU-1%'], [`${at}[condition_type]`, 'startswith']]).toString()}`;
    expect(await send('GET', url)).toEqual({ status: 400, body: { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { value: 'startswith', fieldName: `${at}[condition_type]` } } });
    expect(fake.refusals).toEqual([]);
  });
});
