import { afterEach, describe, expect, it } from 'vitest';
import { shopifyFakeConnection, startFake, type StartedFake } from '../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { LEVELS_NEED_A_FILTER, shopifyListInventoryLevels } from './actions/inventory-levels-list.js';
import { shopifyListInventoryItems } from './actions/inventory-items-list.js';
import { shopifyListLocations } from './actions/locations-list.js';

let fake: StartedFake<'shopify'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

type Levels = { inventoryLevels: Array<{ inventoryItemId: string; locationId: string; available: number }> };

describe('shopify inventory reads', () => {
  it('reads inventory items by id', async () => {
    fake = await startFake('shopify');
    const output = (await runAction(shopifyListInventoryItems, { input: { ids: [40011, 'gid://shopify/InventoryItem/40032'] }, ...shopifyFakeConnection(fake) })) as {
      inventoryItems: unknown[];
    };
    expect(output.inventoryItems).toEqual([
      { id: 'gid://shopify/InventoryItem/40011', legacyResourceId: '40011', sku: 'SKU-1-1', tracked: true, requiresShipping: true, cost: 4, weight: { value: 0.3, unit: 'KILOGRAMS' } },
      expect.objectContaining({ id: 'gid://shopify/InventoryItem/40032', sku: 'SKU-3-2' }),
    ]);
  });

  it('lists inventory levels of items or at locations, over several pages, and needs one of the two', async () => {
    fake = await startFake('shopify', { seed: { products: 60 } });
    const atBerlin = (await runAction(shopifyListInventoryLevels, { input: { locationIds: [7001] }, ...shopifyFakeConnection(fake) })) as Levels;
    expect(atBerlin.inventoryLevels).toHaveLength(120);
    expect(fake.requests.length - fake.throttled).toBe(2);
    expect(atBerlin.inventoryLevels[4]).toEqual({
      id: 'gid://shopify/InventoryLevel/7001?inventory_item_id=40031',
      inventoryItemId: 'gid://shopify/InventoryItem/40031',
      locationId: 'gid://shopify/Location/7001',
      locationName: 'Berlin warehouse',
      available: 0,
    });
    const ofItem = (await runAction(shopifyListInventoryLevels, { input: { inventoryItemIds: [40012], locationIds: [7002] }, ...shopifyFakeConnection(fake) })) as Levels;
    expect(ofItem.inventoryLevels).toEqual([]);
    await expect(runAction(shopifyListInventoryLevels, { input: {}, ...shopifyFakeConnection(fake) })).rejects.toThrow(LEVELS_NEED_A_FILTER);
  });

  it('lists the locations', async () => {
    fake = await startFake('shopify');
    const output = (await runAction(shopifyListLocations, { input: {}, ...shopifyFakeConnection(fake) })) as { locations: Array<{ name: string; address: unknown }> };
    expect(output.locations.map((l) => [l.name, l.address])).toEqual([
      ['Berlin warehouse', { city: 'Berlin', countryCode: 'DE' }],
      ['Vienna store', { city: 'Vienna', countryCode: 'AT' }],
    ]);
  });
});
