import { z } from 'zod';
import { defineAction, textArea } from '@tandem/catalog/sdk';
import { SeoMetaDescription, SeoMetaTitle } from '../../shared/index.js';
import { COLLECTION_FIELDS, type CollectionNode, ShopifyCollection, toCollection } from '../entities/collection.js';
import { shopifyMutation } from '../graphql/shopify-graphql.js';
import { ShopifyId } from '../shopify-id.js';
import { collectionChange } from '../collection-changes.js';

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
  ...collectionChange,
  id: 'smartCollections.update',
  displayName: 'Update smart collection',
  description: "Changes a smart collection's title, description, SEO title and SEO description (at most 255 characters each).",
  // Sets fields, adds or removes members: the same call twice leaves the shop as once.
  mutates: true,
  idempotent: true,
  input: ShopifyUpdateSmartCollectionInput,
  output: ShopifyUpdateSmartCollectionOutput,
  async run({ input, http, signal }) {
    const seo = input.seoTitle === undefined && input.seoDescription === undefined ? undefined : { title: input.seoTitle, description: input.seoDescription };
    const collection = { id: input.collectionId, title: input.title, descriptionHtml: input.description, seo };
    const payload = await shopifyMutation<{ collection: CollectionNode }>(http, 'collectionUpdate', { query: UPDATE, variables: { input: collection } }, { signal });
    return { collection: toCollection(payload.collection) };
  },
});
