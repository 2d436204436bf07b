import { shopify } from './app.js';
import { shopifyGraphql } from './graphql/shopify-graphql.js';
import { type HttpClient, NonRetryableError } from '@tandem/catalog/sdk';

export const variantChange = { app: shopify, categories: ['Ecommerce'] } as const;

/** The product a variant belongs to (the bulk mutations need it). */
export async function productOf(http: HttpClient, variantId: string, signal: AbortSignal): Promise<string> {
  const data = await shopifyGraphql<{ productVariant: { product: { id: string } } | null }>(
    http,
    { query: 'query VariantProduct($id: ID!) { productVariant(id: $id) { product { id } } }', variables: { id: variantId } },
    { signal },
  );
  if (!data.productVariant) throw new NonRetryableError(`The variant ${variantId} does not exist`);
  return data.productVariant.product.id;
}
