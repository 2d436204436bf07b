import { z } from 'zod';
import { defineAction } from '../../../sdk/index.js';
import { actionRetryTraits } from '../../../retry/action-retry-traits.js';
import { shopify } from '../app.js';
import { ShopifyVariant, toVariant, VARIANT_FIELDS, type VariantNode } from '../entities/product.js';
import { shopifyGraphql, shopifyMutation } from '../graphql/shopify-graphql.js';
import { ShopifyId } from '../shopify-id.js';
import { NonRetryableError, type HttpClient } from '../../../sdk/index.js';

const common = { app: shopify, categories: ['Ecommerce'] } as const;
const weightUnits = { g: 'GRAMS', kg: 'KILOGRAMS', oz: 'OUNCES', lb: 'POUNDS' } as const;
const money = z.number().min(0);

/** The product a variant belongs to (the bulk mutations need it). */
async function productOf(http: HttpClient, variantId: string, signal: AbortSignal): Promise<string> {
  const data = await shopifyGraphql<{ productVariant: { product: { id: string } } | null }>(
    http,
    { query: 'query VariantProduct($id: ID!) { productVariant(id: $id) { product { id } } }', variables: { id: variantId } },
    { signal },
  );
  if (!data.productVariant) throw new NonRetryableError(`The variant ${variantId} does not exist`);
  return data.productVariant.product.id;
}

export const ShopifyUpdateVariantInput = z.object({
  variantId: ShopifyId('ProductVariant').describe('Variant'),
  price: money.optional().describe('Price'),
  compareAtPrice: money.nullable().optional().describe('Compare-at price'),
  sku: z.string().optional().describe('SKU'),
  barcode: z.string().optional().describe('Barcode'),
  taxable: z.boolean().optional().describe('Taxable'),
  weight: z.number().min(0).optional().describe('Weight'),
  weightUnit: z.enum(['g', 'kg', 'oz', 'lb']).default('kg').describe('Weight unit'),
  inventoryPolicy: z.enum(['deny', 'continue']).optional().describe('Sell when out of stock'),
});
export type ShopifyUpdateVariantInput = z.infer<typeof ShopifyUpdateVariantInput>;
export const ShopifyUpdateVariantOutput = z.object({ variant: ShopifyVariant });
export type ShopifyUpdateVariantOutput = z.infer<typeof ShopifyUpdateVariantOutput>;

const UPDATE = `mutation UpdateVariants($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
  productVariantsBulkUpdate(productId: $productId, variants: $variants) { productVariants { ${VARIANT_FIELDS} } userErrors { field message } }
}`;

export const shopifyUpdateVariant = defineAction({
  ...common,
  id: 'variants.update',
  displayName: 'Update variant',
  description: "Changes a variant's price, compare-at price, SKU, barcode, taxable flag, weight or inventory policy.",
  ...actionRetryTraits['shopify/variants.update'],
  input: ShopifyUpdateVariantInput,
  output: ShopifyUpdateVariantOutput,
  async run({ input, http, signal }) {
    const productId = await productOf(http, input.variantId, signal);
    const inventoryItem = {
      ...(input.sku === undefined ? {} : { sku: input.sku }),
      ...(input.weight === undefined ? {} : { measurement: { weight: { value: input.weight, unit: weightUnits[input.weightUnit] } } }),
    };
    const variant = {
      id: input.variantId,
      price: input.price?.toFixed(2),
      compareAtPrice: input.compareAtPrice === null ? null : input.compareAtPrice?.toFixed(2),
      barcode: input.barcode,
      taxable: input.taxable,
      inventoryPolicy: input.inventoryPolicy?.toUpperCase(),
      ...(Object.keys(inventoryItem).length > 0 ? { inventoryItem } : {}),
    };
    const payload = await shopifyMutation<{ productVariants: VariantNode[] }>(http, 'productVariantsBulkUpdate', { query: UPDATE, variables: { productId, variants: [variant] } }, { signal });
    const [updated] = payload.productVariants;
    if (!updated) throw new NonRetryableError('shopify answered productVariantsBulkUpdate without the variant');
    return { variant: toVariant(updated, productId) };
  },
});

export const ShopifyRemoveVariantInput = z.object({ variantId: ShopifyId('ProductVariant').describe('Variant') });
export type ShopifyRemoveVariantInput = z.infer<typeof ShopifyRemoveVariantInput>;
export const ShopifyRemoveVariantOutput = z.object({ deletedVariantId: z.string(), productId: z.string() });
export type ShopifyRemoveVariantOutput = z.infer<typeof ShopifyRemoveVariantOutput>;

const DELETE = `mutation DeleteVariants($productId: ID!, $variantsIds: [ID!]!) {
  productVariantsBulkDelete(productId: $productId, variantsIds: $variantsIds) { product { id } userErrors { field message } }
}`;

export const shopifyRemoveVariant = defineAction({
  ...common,
  id: 'variants.remove',
  displayName: 'Remove variant',
  description: 'Deletes a variant of a product.',
  ...actionRetryTraits['shopify/variants.remove'],
  input: ShopifyRemoveVariantInput,
  output: ShopifyRemoveVariantOutput,
  async run({ input, http, signal }) {
    const productId = await productOf(http, input.variantId, signal);
    await shopifyMutation(http, 'productVariantsBulkDelete', { query: DELETE, variables: { productId, variantsIds: [input.variantId] } }, { signal });
    return { deletedVariantId: input.variantId, productId };
  },
});
