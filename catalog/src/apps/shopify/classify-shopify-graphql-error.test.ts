import { describe, expect, it } from 'vitest';
import { classifyShopifyGraphqlError, SHOPIFY_DEFAULT_WAIT_MS, shopifyThrottleWaitMs } from './classify-shopify-graphql-error.js';

const answer = (status: number, body: unknown) => ({ status, statusText: 'OK', headers: {}, body: JSON.stringify(body) });
const cost = (requested: number, available: number, restoreRate = 50) => ({
  cost: { requestedQueryCost: requested, actualQueryCost: null, throttleStatus: { maximumAvailable: 1000, currentlyAvailable: available, restoreRate } },
});

describe('classifyShopifyGraphqlError', () => {
  it('THROTTLED with HTTP 200 waits until the bucket holds the query cost again', () => {
    const throttled = { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' } }], extensions: cost(752, 2) };
    expect(classifyShopifyGraphqlError(answer(200, throttled))).toEqual({ kind: 'throttled', message: 'Throttled', retryAfterMs: 15_000 });
    expect(shopifyThrottleWaitMs({ extensions: cost(10, 500) })).toBe(SHOPIFY_DEFAULT_WAIT_MS);
    expect(shopifyThrottleWaitMs({})).toBe(SHOPIFY_DEFAULT_WAIT_MS);
  });

  it('ACCESS_DENIED is a permission, other errors a validation error; data without errors passes', () => {
    expect(classifyShopifyGraphqlError(answer(200, { errors: [{ message: 'Access denied for orders field.', extensions: { code: 'ACCESS_DENIED' } }] }))).toEqual({
      kind: 'permission',
      message: 'Access denied for orders field.',
    });
    expect(classifyShopifyGraphqlError(answer(200, { errors: [{ message: "Field 'nme' doesn't exist on type 'Product'" }] }))?.kind).toBe('validation');
    expect(classifyShopifyGraphqlError(answer(200, { data: { productUpdate: { userErrors: [{ message: 'Title is too long' }] } }, extensions: cost(10, 990) }))).toBeUndefined();
    expect(classifyShopifyGraphqlError(answer(401, { errors: '[API] Invalid API key or access token' }))).toBeUndefined();
  });
});
