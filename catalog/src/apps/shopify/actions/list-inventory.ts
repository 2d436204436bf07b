import { z } from 'zod';
import { defineAction } from '../../../sdk/index.js';
import { shopify } from '../app.js';
import {
  INVENTORY_ITEM_FIELDS,
  INVENTORY_LEVEL_FIELDS,
  type InventoryItemNode,
  type InventoryLevelNode,
  LOCATION_FIELDS,
  ShopifyInventoryItem,
  ShopifyInventoryLevel,
  ShopifyLocation,
  toInventoryItem,
  toInventoryLevel,
} from '../entities/inventory.js';
import { loadConnection } from '../graphql/load-connection.js';
import { legacyIdOf, ShopifyId } from '../shopify-id.js';

const common = { app: shopify, categories: ['Ecommerce'], mutates: false } as const;

export const ShopifyListInventoryItemsInput = z.object({ ids: z.array(ShopifyId('InventoryItem')).min(1).describe('Inventory item ids') });
export type ShopifyListInventoryItemsInput = z.infer<typeof ShopifyListInventoryItemsInput>;
export const ShopifyListInventoryItemsOutput = z.object({ inventoryItems: z.array(ShopifyInventoryItem) });
export type ShopifyListInventoryItemsOutput = z.infer<typeof ShopifyListInventoryItemsOutput>;

const ITEMS = `query InventoryItems($first: Int!, $after: String, $query: String) {
  inventoryItems(first: $first, after: $after, query: $query) { nodes { ${INVENTORY_ITEM_FIELDS} } pageInfo { hasNextPage endCursor } }
}`;

export const shopifyListInventoryItems = defineAction({
  ...common,
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

export const LEVELS_NEED_A_FILTER = 'Provide at least one of locationIds or inventoryItemIds';

export const ShopifyListInventoryLevelsInput = z
  .object({
    locationIds: z.array(ShopifyId('Location')).optional().describe('Locations'),
    inventoryItemIds: z.array(ShopifyId('InventoryItem')).optional().describe('Inventory items'),
  })
  .refine((i) => (i.locationIds?.length ?? 0) + (i.inventoryItemIds?.length ?? 0) > 0, { message: LEVELS_NEED_A_FILTER, path: ['locationIds'] });
export type ShopifyListInventoryLevelsInput = z.infer<typeof ShopifyListInventoryLevelsInput>;
export const ShopifyListInventoryLevelsOutput = z.object({ inventoryLevels: z.array(ShopifyInventoryLevel) });
export type ShopifyListInventoryLevelsOutput = z.infer<typeof ShopifyListInventoryLevelsOutput>;

const levelsOf = (root: 'inventoryItem' | 'location') => `query Levels($id: ID!, $first: Int!, $after: String) {
  ${root}(id: $id) { inventoryLevels(first: $first, after: $after) { nodes { ${INVENTORY_LEVEL_FIELDS} } pageInfo { hasNextPage endCursor } } }
}`;

export const shopifyListInventoryLevels = defineAction({
  ...common,
  id: 'inventoryLevels.list',
  displayName: 'List inventory levels',
  description: 'Lists the available quantities of inventory items at locations: of the given items, at the given locations, or both.',
  input: ShopifyListInventoryLevelsInput,
  output: ShopifyListInventoryLevelsOutput,
  async run({ input, http, signal }) {
    const byItem = (input.inventoryItemIds?.length ?? 0) > 0;
    const root = byItem ? 'inventoryItem' : 'location';
    const levels: ShopifyInventoryLevel[] = [];
    for (const id of (byItem ? input.inventoryItemIds : input.locationIds) ?? []) {
      const nodes = await loadConnection<InventoryLevelNode>(http, levelsOf(root), { id }, [root, 'inventoryLevels'], { pageSize: 100, signal, missing: `${id} does not exist` });
      levels.push(...nodes.map(toInventoryLevel));
    }
    const locations = input.locationIds;
    return { inventoryLevels: byItem && locations?.length ? levels.filter((l) => locations.includes(l.locationId)) : levels };
  },
});

export const ShopifyListLocationsInput = z.object({});
export const ShopifyListLocationsOutput = z.object({ locations: z.array(ShopifyLocation) });
export type ShopifyListLocationsOutput = z.infer<typeof ShopifyListLocationsOutput>;

const LOCATIONS = `query Locations($first: Int!, $after: String) {
  locations(first: $first, after: $after) { nodes { ${LOCATION_FIELDS} } pageInfo { hasNextPage endCursor } }
}`;

export const shopifyListLocations = defineAction({
  ...common,
  id: 'locations.list',
  displayName: 'List locations',
  description: 'Lists the locations (warehouses, stores) that stock inventory.',
  input: ShopifyListLocationsInput,
  output: ShopifyListLocationsOutput,
  async run({ http, signal }) {
    const nodes = await loadConnection<ShopifyLocation>(http, LOCATIONS, {}, ['locations'], { pageSize: 100, signal });
    return { locations: nodes };
  },
});
