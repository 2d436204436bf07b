import { z } from 'zod';
import { defineAction, NonRetryableError } from '../../../sdk/index.js';
import { actionRetryTraits } from '../../../retry/action-retry-traits.js';
import { shopify } from '../app.js';
import { INVENTORY_ITEM_FIELDS, type InventoryItemNode, ShopifyInventoryItem, toInventoryItem } from '../entities/inventory.js';
import { shopifyMutation } from '../graphql/shopify-graphql.js';
import { legacyIdOf, ShopifyId } from '../shopify-id.js';

const common = { app: shopify, categories: ['Ecommerce'] } as const;
const at = { inventoryItemId: ShopifyId('InventoryItem').describe('Inventory item'), locationId: ShopifyId('Location').describe('Location') };
const Change = z.object({ inventoryItemId: z.string(), locationId: z.string(), delta: z.number(), available: z.number() });

const ADJUST = `mutation Adjust($input: InventoryAdjustQuantitiesInput!) {
  inventoryAdjustQuantities(input: $input) { inventoryAdjustmentGroup { changes { name delta quantityAfterChange } } userErrors { field message } }
}`;
const SET = `mutation Set($input: InventorySetQuantitiesInput!) {
  inventorySetQuantities(input: $input) { inventoryAdjustmentGroup { changes { name delta quantityAfterChange } } userErrors { field message } }
}`;
type Group = { inventoryAdjustmentGroup: { changes: Array<{ delta: number; quantityAfterChange: number | null }> } };

export const ShopifyAdjustInventoryInput = z.object({ ...at, delta: z.number().int().describe('Change (may be negative)') });
export type ShopifyAdjustInventoryInput = z.infer<typeof ShopifyAdjustInventoryInput>;

export const shopifyAdjustInventory = defineAction({
  ...common,
  id: 'inventory.adjust',
  displayName: 'Adjust inventory',
  description: 'Adds to or takes from the available quantity of an inventory item at a location.',
  ...actionRetryTraits['shopify/inventory.adjust'],
  input: ShopifyAdjustInventoryInput,
  output: Change,
  async run({ input, http, signal }) {
    const changes = [{ inventoryItemId: input.inventoryItemId, locationId: input.locationId, delta: input.delta }];
    const payload = await shopifyMutation<Group>(http, 'inventoryAdjustQuantities', { query: ADJUST, variables: { input: { name: 'available', reason: 'correction', changes } } }, { signal });
    const change = payload.inventoryAdjustmentGroup.changes[0];
    return { inventoryItemId: input.inventoryItemId, locationId: input.locationId, delta: input.delta, available: change?.quantityAfterChange ?? 0 };
  },
});

export const ShopifySetInventoryInput = z.object({ ...at, available: z.number().int().min(0, 'The available quantity must be 0 or more').describe('Available') });
export type ShopifySetInventoryInput = z.infer<typeof ShopifySetInventoryInput>;

export const shopifySetInventory = defineAction({
  ...common,
  id: 'inventory.set',
  displayName: 'Set inventory',
  description: 'Sets the available quantity of an inventory item at a location.',
  ...actionRetryTraits['shopify/inventory.set'],
  input: ShopifySetInventoryInput,
  output: Change,
  async run({ input, http, signal }) {
    const quantities = [{ inventoryItemId: input.inventoryItemId, locationId: input.locationId, quantity: input.available }];
    const variables = { input: { name: 'available', reason: 'correction', ignoreCompareQuantity: true, quantities } };
    const payload = await shopifyMutation<Group>(http, 'inventorySetQuantities', { query: SET, variables }, { signal });
    return { inventoryItemId: input.inventoryItemId, locationId: input.locationId, delta: payload.inventoryAdjustmentGroup.changes[0]?.delta ?? 0, available: input.available };
  },
});

export const ShopifyConnectInventoryInput = z.object({ ...at, relocateIfNecessary: z.boolean().default(false).describe('Relocate if necessary') });
export type ShopifyConnectInventoryInput = z.infer<typeof ShopifyConnectInventoryInput>;

export const INVENTORY_CONNECT_UNAVAILABLE = 'Connecting an inventory item to a location is not available; stock it at the location in the Shopify admin';

export const shopifyConnectInventory = defineAction({
  ...common,
  id: 'inventory.connect',
  displayName: 'Connect inventory (not available)',
  description: 'Not available: stocking an item at another location is done in the Shopify admin.',
  hidden: true,
  ...actionRetryTraits['shopify/inventory.connect'],
  input: ShopifyConnectInventoryInput,
  output: Change,
  async run() {
    throw new NonRetryableError(INVENTORY_CONNECT_UNAVAILABLE);
  },
});

export const ShopifyRemoveInventoryLevelInput = z.object(at);
export type ShopifyRemoveInventoryLevelInput = z.infer<typeof ShopifyRemoveInventoryLevelInput>;
export const ShopifyRemoveInventoryLevelOutput = z.object({ inventoryLevelId: z.string() });
export type ShopifyRemoveInventoryLevelOutput = z.infer<typeof ShopifyRemoveInventoryLevelOutput>;

const DEACTIVATE = `mutation Deactivate($inventoryLevelId: ID!) { inventoryDeactivate(inventoryLevelId: $inventoryLevelId) { userErrors { field message } } }`;

export const shopifyRemoveInventoryLevel = defineAction({
  ...common,
  id: 'inventoryLevels.remove',
  displayName: 'Remove inventory level',
  description: 'Stops stocking an inventory item at a location (it must stay stocked at one location at least).',
  ...actionRetryTraits['shopify/inventoryLevels.remove'],
  input: ShopifyRemoveInventoryLevelInput,
  output: ShopifyRemoveInventoryLevelOutput,
  async run({ input, http, signal }) {
    const inventoryLevelId = `gid://shopify/InventoryLevel/${legacyIdOf(input.locationId)}?inventory_item_id=${legacyIdOf(input.inventoryItemId)}`;
    await shopifyMutation(http, 'inventoryDeactivate', { query: DEACTIVATE, variables: { inventoryLevelId } }, { signal });
    return { inventoryLevelId };
  },
});

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
  ...common,
  id: 'inventoryItems.update',
  displayName: 'Update inventory item',
  description: "Changes an inventory item's cost, SKU, whether it is tracked and whether it needs shipping.",
  ...actionRetryTraits['shopify/inventoryItems.update'],
  input: ShopifyUpdateInventoryItemInput,
  output: ShopifyUpdateInventoryItemOutput,
  async run({ input, http, signal }) {
    const { inventoryItemId, ...changes } = input;
    const payload = await shopifyMutation<{ inventoryItem: InventoryItemNode }>(http, 'inventoryItemUpdate', { query: UPDATE_ITEM, variables: { id: inventoryItemId, input: changes } }, { signal });
    return { inventoryItem: toInventoryItem(payload.inventoryItem) };
  },
});
