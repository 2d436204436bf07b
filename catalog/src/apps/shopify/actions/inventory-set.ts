import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { shopifyMutation } from '../graphql/shopify-graphql.js';
import { Change, type Group, at, inventoryChange } from '../inventory-changes.js';

const SET = `mutation Set($input: InventorySetQuantitiesInput!) {
  inventorySetQuantities(input: $input) { inventoryAdjustmentGroup { changes { name delta quantityAfterChange } } userErrors { field message } }
}`;

export const ShopifySetInventoryInput = z.object({ ...at, available: z.number().int().min(0, 'The available quantity must be 0 or more').describe('Available') });
export type ShopifySetInventoryInput = z.infer<typeof ShopifySetInventoryInput>;

export const shopifySetInventory = defineAction({
  ...inventoryChange,
  id: 'inventory.set',
  displayName: 'Set inventory',
  description: 'Sets the available quantity of an inventory item at a location.',
  // Sets fields, adds or removes members: the same call twice leaves the shop as once.
  mutates: true,
  idempotent: true,
  input: ShopifySetInventoryInput,
  output: Change,
  async run({ input, http, signal }) {
    const quantities = [{ inventoryItemId: input.inventoryItemId, locationId: input.locationId, quantity: input.available }];
    const variables = { input: { name: 'available', reason: 'correction', ignoreCompareQuantity: true, quantities } };
    const payload = await shopifyMutation<Group>(http, 'inventorySetQuantities', { query: SET, variables }, { signal });
    return { inventoryItemId: input.inventoryItemId, locationId: input.locationId, delta: payload.inventoryAdjustmentGroup.changes[0]?.delta ?? 0, available: input.available };
  },
});
