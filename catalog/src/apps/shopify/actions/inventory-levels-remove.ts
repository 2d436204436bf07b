import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { shopifyMutation } from '../graphql/shopify-graphql.js';
import { legacyIdOf } from '../shopify-id.js';
import { at, inventoryChange } from '../inventory-changes.js';

export const ShopifyRemoveInventoryLevelInput = z.object(at);
export type ShopifyRemoveInventoryLevelInput = z.infer<typeof ShopifyRemoveInventoryLevelInput>;
export const ShopifyRemoveInventoryLevelOutput = z.object({ inventoryLevelId: z.string() });
export type ShopifyRemoveInventoryLevelOutput = z.infer<typeof ShopifyRemoveInventoryLevelOutput>;

const DEACTIVATE = `mutation Deactivate($inventoryLevelId: ID!) { inventoryDeactivate(inventoryLevelId: $inventoryLevelId) { userErrors { field message } } }`;

export const shopifyRemoveInventoryLevel = defineAction({
  ...inventoryChange,
  id: 'inventoryLevels.remove',
  displayName: 'Remove inventory level',
  description: 'Stops stocking an inventory item at a location (it must stay stocked at one location at least).',
  // Sets fields, adds or removes members: the same call twice leaves the shop as once.
  mutates: true,
  idempotent: true,
  input: ShopifyRemoveInventoryLevelInput,
  output: ShopifyRemoveInventoryLevelOutput,
  async run({ input, http, signal }) {
    const inventoryLevelId = `gid://shopify/InventoryLevel/${legacyIdOf(input.locationId)}?inventory_item_id=${legacyIdOf(input.inventoryItemId)}`;
    await shopifyMutation(http, 'inventoryDeactivate', { query: DEACTIVATE, variables: { inventoryLevelId } }, { signal });
    return { inventoryLevelId };
  },
});
