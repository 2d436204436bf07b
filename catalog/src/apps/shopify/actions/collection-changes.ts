import { z } from 'zod';
import { defineAction, textArea } from '../../../sdk/index.js';
import { actionRetryTraits } from '../../../retry/action-retry-traits.js';
import { SeoMetaDescription, SeoMetaTitle } from '../../shared/index.js';
import { shopify } from '../app.js';
import { COLLECTION_FIELDS, type CollectionNode, ShopifyCollection, toCollection } from '../entities/collection.js';
import { shopifyMutation } from '../graphql/shopify-graphql.js';
import { ShopifyId } from '../shopify-id.js';

const common = { app: shopify, categories: ['Ecommerce'] } as const;

export const ShopifyCollectionProductInput = z.object({
  collectionId: ShopifyId('Collection').describe('Collection'),
  productId: ShopifyId('Product').describe('Product'),
});
export type ShopifyCollectionProductInput = z.infer<typeof ShopifyCollectionProductInput>;
export const ShopifyCollectionProductOutput = z.object({ collectionId: z.string(), productId: z.string() });
export type ShopifyCollectionProductOutput = z.infer<typeof ShopifyCollectionProductOutput>;

const ADD = `mutation AddProducts($id: ID!, $productIds: [ID!]!) { collectionAddProducts(id: $id, productIds: $productIds) { collection { id } userErrors { field message } } }`;
const REMOVE = `mutation RemoveProducts($id: ID!, $productIds: [ID!]!) { collectionRemoveProducts(id: $id, productIds: $productIds) { job { id } userErrors { field message } } }`;

export const shopifyAddProductToCollection = defineAction({
  ...common,
  id: 'collections.addProduct',
  displayName: 'Add product to collection',
  description: 'Adds a product to a custom collection (smart collections pick their products by rules).',
  ...actionRetryTraits['shopify/collections.addProduct'],
  input: ShopifyCollectionProductInput,
  output: ShopifyCollectionProductOutput,
  async run({ input, http, signal }) {
    await shopifyMutation(http, 'collectionAddProducts', { query: ADD, variables: { id: input.collectionId, productIds: [input.productId] } }, { signal });
    return { collectionId: input.collectionId, productId: input.productId };
  },
});

export const shopifyRemoveProductFromCollection = defineAction({
  ...common,
  id: 'collections.removeProduct',
  displayName: 'Remove product from collection',
  description: 'Removes a product from a custom collection.',
  ...actionRetryTraits['shopify/collections.removeProduct'],
  input: ShopifyCollectionProductInput,
  output: ShopifyCollectionProductOutput,
  async run({ input, http, signal }) {
    await shopifyMutation(http, 'collectionRemoveProducts', { query: REMOVE, variables: { id: input.collectionId, productIds: [input.productId] } }, { signal });
    return { collectionId: input.collectionId, productId: input.productId };
  },
});

export const ShopifyUpdateSmartCollectionInput = z.object({
  collectionId: ShopifyId('Collection').describe('Smart collection'),
  title: z.string().trim().min(1).optional().describe('Title'),
  description: textArea(z.string().optional().describe('Description (HTML)')),
  seoTitle: SeoMetaTitle.optional().describe('SEO title'),
  seoDescription: SeoMetaDescription.optional().describe('SEO description'),
});
export type ShopifyUpdateSmartCollectionInput = z.infer<typeof ShopifyUpdateSmartCollectionInput>;
export const ShopifyUpdateSmartCollectionOutput = z.object({ collection: ShopifyCollection });
export type ShopifyUpdateSmartCollectionOutput = z.infer<typeof ShopifyUpdateSmartCollectionOutput>;

const UPDATE = `mutation UpdateCollection($input: CollectionInput!) { collectionUpdate(input: $input) { collection { ${COLLECTION_FIELDS} } userErrors { field message } } }`;

export const shopifyUpdateSmartCollection = defineAction({
  ...common,
  id: 'smartCollections.update',
  displayName: 'Update smart collection',
  description: "Changes a smart collection's title, description, SEO title and SEO description (at most 255 characters each).",
  ...actionRetryTraits['shopify/smartCollections.update'],
  input: ShopifyUpdateSmartCollectionInput,
  output: ShopifyUpdateSmartCollectionOutput,
  async run({ input, http, signal }) {
    const seo = input.seoTitle === undefined && input.seoDescription === undefined ? undefined : { title: input.seoTitle, description: input.seoDescription };
    const collection = { id: input.collectionId, title: input.title, descriptionHtml: input.description, seo };
    const payload = await shopifyMutation<{ collection: CollectionNode }>(http, 'collectionUpdate', { query: UPDATE, variables: { input: collection } }, { signal });
    return { collection: toCollection(payload.collection) };
  },
});
