import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { LOCATION_FIELDS, ShopifyLocation } from '../entities/inventory.js';
import { loadConnection } from '../graphql/load-connection.js';
import { inventoryList } from '../list-inventory.js';

export const ShopifyListLocationsInput = z.object({});
export const ShopifyListLocationsOutput = z.object({ locations: z.array(ShopifyLocation) });
export type ShopifyListLocationsOutput = z.infer<typeof ShopifyListLocationsOutput>;

const LOCATIONS = `query Locations($first: Int!, $after: String) {
  locations(first: $first, after: $after) { nodes { ${LOCATION_FIELDS} } pageInfo { hasNextPage endCursor } }
}`;

export const shopifyListLocations = defineAction({
  ...inventoryList,
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
