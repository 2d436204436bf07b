import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { shopifyMutation } from '../graphql/shopify-graphql.js';
import { Change, type Group, at, inventoryChange } from '../inventory-changes.js';

const ADJUST = `mutation Adjust($input: InventoryAdjustQuantitiesInput!) {
  inventoryAdjustQuantities(input: $input) { inventoryAdjustmentGroup { changes { name delta quantityAfterChange } } userErrors { field message } }
}`;

export const ShopifyAdjustInventoryInput = z.object({ ...at, delta: z.number().int().describe('Change (may be negative)') });
export type ShopifyAdjustInventoryInput = z.infer<typeof ShopifyAdjustInventoryInput>;

export const shopifyAdjustInventory = defineAction({
  ...inventoryChange,
  id: 'inventory.adjust',
  displayName: 'Adjust inventory',
  description: 'Adds to or takes from the available quantity of an inventory item at a location.',
  // Creates or changes by a difference: a second attempt would do it twice.
  mutates: true,
  input: ShopifyAdjustInventoryInput,
  output: Change,
  async run({ input, http, signal }) {
    const changes = [{ inventoryItemId: input.inventoryItemId, locationId: input.locationId, delta: input.delta }];
    const payload = await shopifyMutation<Group>(http, 'inventoryAdjustQuantities', { query: ADJUST, variables: { input: { name: 'available', reason: 'correction', changes } } }, { signal });
    const change = payload.inventoryAdjustmentGroup.changes[0];
    return { inventoryItemId: input.inventoryItemId, locationId: input.locationId, delta: input.delta, available: change?.quantityAfterChange ?? 0 };
  },
});
