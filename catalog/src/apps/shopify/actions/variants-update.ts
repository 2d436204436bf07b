import { z } from 'zod';
import { defineAction, formatAmount } from '@tandem/catalog/sdk';
import { ShopifyVariant, toVariant, VARIANT_FIELDS, type VariantNode } from '../entities/product.js';
import { shopifyMutation } from '../graphql/shopify-graphql.js';
import { ShopifyId } from '../shopify-id.js';
import { NonRetryableError } from '@tandem/catalog/sdk';
import { variantChange, productOf } from '../variant-changes.js';

const weightUnits = { g: 'GRAMS', kg: 'KILOGRAMS', oz: 'OUNCES', lb: 'POUNDS' } as const;
const money = z.number().min(0);

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
  ...variantChange,
  id: 'variants.update',
  displayName: 'Update variant',
  description: "Changes a variant's price, compare-at price, SKU, barcode, taxable flag, weight or inventory policy.",
  // Sets fields, adds or removes members: the same call twice leaves the shop as once.
  mutates: true,
  idempotent: true,
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
      price: input.price === undefined ? undefined : formatAmount(input.price, 2),
      compareAtPrice: input.compareAtPrice == null ? input.compareAtPrice : formatAmount(input.compareAtPrice, 2),
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
