import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { INVENTORY_ITEM_FIELDS, type InventoryItemNode, ShopifyInventoryItem, toInventoryItem } from '../entities/inventory.js';
import { shopifyMutation } from '../graphql/shopify-graphql.js';
import { ShopifyId } from '../shopify-id.js';
import { inventoryChange } from '../inventory-changes.js';

export const ShopifyUpdateInventoryItemInput = z.object({
  inventoryItemId: ShopifyId('InventoryItem').describe('Inventory item'),
  cost: z.number().min(0).nullable().optional().describe('Cost'),
  sku: z.string().optional().describe('SKU'),
  tracked: z.boolean().optional().describe('Tracked'),
  requiresShipping: z.boolean().optional().describe('Requires shipping'),
});
export type ShopifyUpdateInventoryItemInput = z.infer<typeof ShopifyUpdateInventoryItemInput>;
export const ShopifyUpdateInventoryItemOutput = z.object({ inventoryItem: ShopifyInventoryItem });
export type ShopifyUpdateInventoryItemOutput = z.infer<typeof ShopifyUpdateInventoryItemOutput>;

const UPDATE_ITEM = `mutation UpdateItem($id: ID!, $input: InventoryItemInput!) {
  inventoryItemUpdate(id: $id, input: $input) { inventoryItem { ${INVENTORY_ITEM_FIELDS} } userErrors { field message } }
}`;

export const shopifyUpdateInventoryItem = defineAction({
  ...inventoryChange,
  id: 'inventoryItems.update',
  displayName: 'Update inventory item',
  description: "Changes an inventory item's cost, SKU, whether it is tracked and whether it needs shipping.",
  // Sets fields, adds or removes members: the same call twice leaves the shop as once.
  mutates: true,
  idempotent: true,
  input: ShopifyUpdateInventoryItemInput,
  output: ShopifyUpdateInventoryItemOutput,
  async run({ input, http, signal }) {
    const { inventoryItemId, ...changes } = input;
    const payload = await shopifyMutation<{ inventoryItem: InventoryItemNode }>(http, 'inventoryItemUpdate', { query: UPDATE_ITEM, variables: { id: inventoryItemId, input: changes } }, { signal });
    return { inventoryItem: toInventoryItem(payload.inventoryItem) };
  },
});
