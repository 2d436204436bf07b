import { z } from 'zod';
import { shopify } from './app.js';
import { ShopifyId } from './shopify-id.js';

export const inventoryChange = { app: shopify, categories: ['Ecommerce'] } as const;
export const at = { inventoryItemId: ShopifyId('InventoryItem').describe('Inventory item'), locationId: ShopifyId('Location').describe('Location') };
export const Change = z.object({ inventoryItemId: z.string(), locationId: z.string(), delta: z.number(), available: z.number() });

export type Group = { inventoryAdjustmentGroup: { changes: Array<{ delta: number; quantityAfterChange: number | null }> } };
