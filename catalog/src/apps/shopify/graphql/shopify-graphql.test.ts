import { afterEach, describe, expect, it } from 'vitest';
import { shopifyFakeConnection, startFake, type StartedFake } from '../../../testing/index.js';
import { AuthError, RetryAfterError } from '@tandem/catalog/sdk';
import { runAction, runAppTest } from '@tandem/catalog/runtime';
import { shopify } from '../app.js';
import { shopifyListProductsV2 } from '../actions/products-list-v2.js';

let fake: StartedFake<'shopify'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('the Shopify GraphQL client', () => {
  it('waits as long as throttleStatus says when the shop answers THROTTLED, then goes on', async () => {
    // A bucket of 500 points that refills 400 a second; each page of ten products with variants asks for ~450
    // and, as only two variants each exist, costs ~80: the next page has to wait for the bucket.
    fake = await startFake('shopify', { bucket: { maximumAvailable: 500, restoreRate: 400 } });
    const started = Date.now();
    const output = (await runAction(shopifyListProductsV2, { input: { relations: ['productVariants'] }, ...shopifyFakeConnection(fake) })) as { products: unknown[] };
    expect(output.products).toHaveLength(45);
    expect(fake.throttled).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(5 + fake.throttled);
    expect(Date.now() - started).toBeGreaterThan(100);
  });

  it('turns a long wait into a RetryAfterError with that wait', async () => {
    fake = await startFake('shopify', { bucket: { maximumAvailable: 1000, restoreRate: 2, currentlyAvailable: 0 } });
    const error = await runAction(shopifyListProductsV2, { input: {}, ...shopifyFakeConnection(fake) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetryAfterError);
    expect((error as RetryAfterError).retryAfterMs).toBeGreaterThan(10_000);
    expect(fake.requests).toHaveLength(1);
  });

  it('tests a connection by reading the shop', async () => {
    fake = await startFake('shopify');
    await expect(runAppTest(shopify, { ...shopifyFakeConnection(fake) })).resolves.toBeUndefined();
    const wrong = { ...shopifyFakeConnection(fake), auth: { user: 'k', secret: 's', token: 'shpat_revoked' } };
    await expect(runAppTest(shopify, wrong)).rejects.toBeInstanceOf(AuthError);
  });
});
