import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { INVENTORY_LEVEL_FIELDS, type InventoryLevelNode, ShopifyInventoryLevel, toInventoryLevel } from '../entities/inventory.js';
import { loadConnection } from '../graphql/load-connection.js';
import { ShopifyId } from '../shopify-id.js';
import { inventoryList } from '../list-inventory.js';

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
  ...inventoryList,
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
