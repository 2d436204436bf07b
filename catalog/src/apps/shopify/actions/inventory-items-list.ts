import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { INVENTORY_ITEM_FIELDS, type InventoryItemNode, ShopifyInventoryItem, toInventoryItem } from '../entities/inventory.js';
import { loadConnection } from '../graphql/load-connection.js';
import { legacyIdOf, ShopifyId } from '../shopify-id.js';
import { inventoryList } from '../list-inventory.js';

export const ShopifyListInventoryItemsInput = z.object({ ids: z.array(ShopifyId('InventoryItem')).min(1).describe('Inventory item ids') });
export type ShopifyListInventoryItemsInput = z.infer<typeof ShopifyListInventoryItemsInput>;
export const ShopifyListInventoryItemsOutput = z.object({ inventoryItems: z.array(ShopifyInventoryItem) });
export type ShopifyListInventoryItemsOutput = z.infer<typeof ShopifyListInventoryItemsOutput>;

const ITEMS = `query InventoryItems($first: Int!, $after: String, $query: String) {
  inventoryItems(first: $first, after: $after, query: $query) { nodes { ${INVENTORY_ITEM_FIELDS} } pageInfo { hasNextPage endCursor } }
}`;

export const shopifyListInventoryItems = defineAction({
  ...inventoryList,
  id: 'inventoryItems.list',
  displayName: 'List inventory items',
  description: 'Reads inventory items by id: SKU, cost, weight, whether they are tracked and need shipping.',
  input: ShopifyListInventoryItemsInput,
  output: ShopifyListInventoryItemsOutput,
  async run({ input, http, signal }) {
    const query = input.ids.map((id) => `id:${legacyIdOf(id)}`).join(' OR ');
    const nodes = await loadConnection<InventoryItemNode>(http, ITEMS, { query }, ['inventoryItems'], { pageSize: 100, signal });
    return { inventoryItems: nodes.map(toInventoryItem) };
  },
});
