import { z } from 'zod';
import { defineAction, NonRetryableError } from '@tandem/catalog/sdk';
import { Change, at, inventoryChange } from '../inventory-changes.js';

export const ShopifyConnectInventoryInput = z.object({ ...at, relocateIfNecessary: z.boolean().default(false).describe('Relocate if necessary') });
export type ShopifyConnectInventoryInput = z.infer<typeof ShopifyConnectInventoryInput>;

export const INVENTORY_CONNECT_UNAVAILABLE = 'Connecting an inventory item to a location is not available; stock it at the location in the Shopify admin';

export const shopifyConnectInventory = defineAction({
  ...inventoryChange,
  id: 'inventory.connect',
  displayName: 'Connect inventory (not available)',
  description: 'Not available: stocking an item at another location is done in the Shopify admin.',
  hidden: true,
  // Sets fields, adds or removes members: the same call twice leaves the shop as once.
  mutates: true,
  idempotent: true,
  input: ShopifyConnectInventoryInput,
  output: Change,
  async run() {
    throw new NonRetryableError(INVENTORY_CONNECT_UNAVAILABLE);
  },
});
