import { afterEach, describe, expect, it } from 'vitest';
import { shopifyFakeConnection, startFake, type StartedFake } from '../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { shopifyApp } from './index.js';
import { INVENTORY_CONNECT_UNAVAILABLE, shopifyConnectInventory } from './actions/inventory-connect.js';
import { shopifyAdjustInventory } from './actions/inventory-adjust.js';
import { shopifyRemoveInventoryLevel } from './actions/inventory-levels-remove.js';
import { shopifySetInventory } from './actions/inventory-set.js';
import { shopifyUpdateInventoryItem } from './actions/inventory-items-update.js';

let fake: StartedFake<'shopify'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const level = (itemId: number, locationId = 7001) => fake!.store.levels.find((l) => l.itemId === itemId && l.locationId === locationId);

describe('shopify inventory changes', () => {
  it('adjusts by a (negative) difference and sets an amount of at least 0', async () => {
    fake = await startFake('shopify');
    const at = { inventoryItemId: 40011, locationId: 7001 };
    expect(await runAction(shopifyAdjustInventory, { input: { ...at, delta: -3 }, ...shopifyFakeConnection(fake) })).toEqual({
      inventoryItemId: 'gid://shopify/InventoryItem/40011',
      locationId: 'gid://shopify/Location/7001',
      delta: -3,
      available: 2,
    });
    expect(await runAction(shopifySetInventory, { input: { ...at, available: 12 }, ...shopifyFakeConnection(fake) })).toMatchObject({ delta: 10, available: 12 });
    expect(level(40011)?.available).toBe(12);
    await expect(runAction(shopifySetInventory, { input: { ...at, available: -1 }, ...shopifyFakeConnection(fake) })).rejects.toThrow('The available quantity must be 0 or more');
    await expect(runAction(shopifyAdjustInventory, { input: { ...at, delta: 1.5 }, ...shopifyFakeConnection(fake) })).rejects.toThrow(/zod validation failed/);
    await expect(runAction(shopifySetInventory, { input: { inventoryItemId: 40011, locationId: 7002, available: 1 }, ...shopifyFakeConnection(fake) })).rejects.toThrow(
      'not stocked at the location',
    );
  });

  it('marks connect as not available and removes an inventory level', async () => {
    fake = await startFake('shopify');
    expect(shopifyApp.actions.find((a) => a.id === 'inventory.connect')?.hidden).toBe(true);
    await expect(runAction(shopifyConnectInventory, { input: { inventoryItemId: 1, locationId: 2 }, ...shopifyFakeConnection(fake) })).rejects.toThrow(INVENTORY_CONNECT_UNAVAILABLE);
    fake.store.levels.push({ itemId: 40011, locationId: 7002, available: 1 });
    expect(await runAction(shopifyRemoveInventoryLevel, { input: { inventoryItemId: 40011, locationId: 7002 }, ...shopifyFakeConnection(fake) })).toEqual({
      inventoryLevelId: 'gid://shopify/InventoryLevel/7002?inventory_item_id=40011',
    });
    expect(level(40011, 7002)).toBeUndefined();
    await expect(runAction(shopifyRemoveInventoryLevel, { input: { inventoryItemId: 40011, locationId: 7001 }, ...shopifyFakeConnection(fake) })).rejects.toThrow(
      'must stay stocked at one location',
    );
  });

  it('updates cost, SKU, tracking and shipping of an inventory item', async () => {
    fake = await startFake('shopify');
    const output = (await runAction(shopifyUpdateInventoryItem, {
      input: { inventoryItemId: 40012, cost: 3.25, sku: 'S-2', tracked: false, requiresShipping: false },
      ...shopifyFakeConnection(fake),
    })) as { inventoryItem: Record<string, unknown> };
    expect(output.inventoryItem).toMatchObject({ sku: 'S-2', cost: 3.25, tracked: false, requiresShipping: false });
  });
});
