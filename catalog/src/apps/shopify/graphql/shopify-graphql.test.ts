import { afterEach, describe, expect, it } from 'vitest';
import { shopifyFakeConnection, startFake, type StartedFake } from '../../../fakes/index.js';
import { RetryAfterError, runAction } from '../../../sdk/index.js';
import { shopifyListProductsV2 } from '../actions/list-products.js';
import { throttleWaitMs } from './shopify-graphql.js';

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

  it('computes the wait from the requested cost, what is left and the restore rate', () => {
    expect(throttleWaitMs({ requestedQueryCost: 752, actualQueryCost: null, throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 666, restoreRate: 50 } })).toBe(1720);
    expect(throttleWaitMs(undefined)).toBe(1000);
  });
});
