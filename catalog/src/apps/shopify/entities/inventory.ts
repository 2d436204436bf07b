import { z } from 'zod';

export const ShopifyInventoryItem = z.object({
  id: z.string(),
  legacyResourceId: z.string(),
  sku: z.string().nullable(),
  tracked: z.boolean(),
  requiresShipping: z.boolean(),
  cost: z.number().nullable(),
  weight: z.object({ value: z.number(), unit: z.string() }).nullable(),
});
export type ShopifyInventoryItem = z.infer<typeof ShopifyInventoryItem>;

export const ShopifyInventoryLevel = z.object({
  id: z.string(),
  inventoryItemId: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  available: z.number(),
});
export type ShopifyInventoryLevel = z.infer<typeof ShopifyInventoryLevel>;

export const ShopifyLocation = z.object({
  id: z.string(),
  legacyResourceId: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  address: z.object({ city: z.string().nullable(), countryCode: z.string().nullable() }),
});
export type ShopifyLocation = z.infer<typeof ShopifyLocation>;

export const INVENTORY_ITEM_FIELDS = 'id legacyResourceId sku tracked requiresShipping unitCost { amount } measurement { weight { value unit } }';
export const INVENTORY_LEVEL_FIELDS = 'id quantities(names: ["available"]) { name quantity } location { id name } item { id }';
export const LOCATION_FIELDS = 'id legacyResourceId name isActive address { city countryCode }';

export interface InventoryItemNode extends Omit<ShopifyInventoryItem, 'cost' | 'weight'> {
  unitCost: { amount: string } | null;
  measurement: { weight: { value: number; unit: string } | null } | null;
}

export const toInventoryItem = ({ unitCost, measurement, ...node }: InventoryItemNode): ShopifyInventoryItem => ({
  ...node,
  cost: unitCost ? Number(unitCost.amount) : null,
  weight: measurement?.weight ?? null,
});

export interface InventoryLevelNode {
  id: string;
  quantities: Array<{ name: string; quantity: number }>;
  location: { id: string; name: string };
  item: { id: string };
}

export const toInventoryLevel = (node: InventoryLevelNode): ShopifyInventoryLevel => ({
  id: node.id,
  inventoryItemId: node.item.id,
  locationId: node.location.id,
  locationName: node.location.name,
  available: node.quantities.find((q) => q.name === 'available')?.quantity ?? 0,
});
