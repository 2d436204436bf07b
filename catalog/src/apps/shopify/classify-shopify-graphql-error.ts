import { z } from 'zod';
import { type AnsweredResponse, type ErrorClass, jsonBodyOf } from '@tandem/catalog/sdk';

const ThrottleStatus = z.looseObject({
  maximumAvailable: z.number(),
  currentlyAvailable: z.number(),
  restoreRate: z.number(),
});

/** A Shopify Admin GraphQL answer's `errors` and query cost (the rest of the answer is the action's). */
export const ShopifyGraphqlAnswer = z.looseObject({
  errors: z
    .array(z.looseObject({ message: z.string().optional(), extensions: z.looseObject({ code: z.string().optional() }).optional() }))
    .optional(),
  extensions: z
    .looseObject({
      cost: z.looseObject({ requestedQueryCost: z.number().optional(), throttleStatus: ThrottleStatus.optional() }).optional(),
    })
    .optional(),
});
export type ShopifyGraphqlAnswer = z.infer<typeof ShopifyGraphqlAnswer>;

/** Waited when a throttled answer names no cost (one second restores 50 points on the standard plan). */
export const SHOPIFY_DEFAULT_WAIT_MS = 1_000;

/** How long until the bucket holds the query's cost again: missing points / restore rate per second. */
export function shopifyThrottleWaitMs(answer: ShopifyGraphqlAnswer): number {
  const cost = answer.extensions?.cost;
  const status = cost?.throttleStatus;
  if (!status || status.restoreRate <= 0) return SHOPIFY_DEFAULT_WAIT_MS;
  const needed = Math.min(cost.requestedQueryCost ?? status.maximumAvailable, status.maximumAvailable);
  const missing = Math.max(0, needed - status.currentlyAvailable);
  return Math.max(SHOPIFY_DEFAULT_WAIT_MS, Math.ceil((missing / status.restoreRate) * 1000));
}

/**
 * Shopify's Admin GraphQL API answers HTTP 200 with `errors`: `THROTTLED` waits until the cost
 * bucket refills (`extensions.cost.throttleStatus`), `ACCESS_DENIED` is a permission on one
 * resource, `INTERNAL_SERVER_ERROR` is transient, any other error a validation error. `userErrors`
 * of mutations stay with the action (they belong to its result).
 */
export function classifyShopifyGraphqlError(response: AnsweredResponse): ErrorClass | undefined {
  if (response.status !== 200) return undefined;
  const parsed = ShopifyGraphqlAnswer.safeParse(jsonBodyOf(response.body));
  const errors = parsed.success ? (parsed.data.errors ?? []) : [];
  if (!parsed.success || errors.length === 0) return undefined;
  const codes = errors.map((e) => e.extensions?.code);
  const message = [...new Set(errors.map((e) => e.message).filter((m): m is string => !!m))].join('; ');
  if (codes.includes('THROTTLED')) return { kind: 'throttled', message, retryAfterMs: shopifyThrottleWaitMs(parsed.data) };
  if (codes.includes('ACCESS_DENIED')) return { kind: 'permission', message };
  if (codes.includes('INTERNAL_SERVER_ERROR')) return { kind: 'transient', message };
  return { kind: 'validation', message };
}
