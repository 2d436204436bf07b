import { readFileSync } from 'node:fs';
import { GraphqlFieldError } from './graphql-execute.js';
import type { FakeProduct, ShopifyStore } from './shopify-store.js';
import { gid, idOf, levelGid, mustFind, type ShopifyViews } from './shopify-views.js';

type Args = Record<string, unknown>;
type Input = Record<string, unknown>;
const userError = (field: string[], message: string, code?: string) => ({ field, message, ...(code ? { code } : {}) });
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

const METAFIELD_TYPES = new Set([
  'single_line_text_field', 'multi_line_text_field', 'number_integer', 'number_decimal', 'boolean', 'date', 'date_time', 'url', 'json', 'color',
  'weight', 'dimension', 'volume', 'money', 'rating', 'rich_text_field',
  'list.single_line_text_field', 'list.number_integer', 'list.number_decimal', 'list.date', 'list.date_time', 'list.url', 'list.color',
  'list.weight', 'list.dimension', 'list.volume', 'list.rating',
]);

/** Input objects of the pinned Admin API version (vendored from Shopify's reference, see `catalog/src/testing/contracts/README.md`). */
const inputObjects = (JSON.parse(readFileSync(new URL('./contracts/admin-2026-10.json', import.meta.url), 'utf8')) as { inputObjects: Record<string, string[]> }).inputObjects;

/** Refuses an input object field the schema does not define, as Shopify's variable coercion does. */
function checkInput(variable: string, type: string, input: Input): void {
  const unknown = Object.keys(input).find((key) => !inputObjects[type]!.includes(key));
  if (unknown !== undefined) throw new GraphqlFieldError(`Variable $${variable} of type ${type}! was provided invalid value for ${unknown} (Field is not defined on ${type})`, 'INVALID_VARIABLE');
}

/** The root `Mutation` object of the fake: each mutation answers `userErrors` like the real one. */
export function shopifyMutationRoot(store: ShopifyStore, views: ShopifyViews): Record<string, unknown> {
  const now = () => new Date().toISOString();
  const nextId = () => store.nextId++;
  const product = (id: unknown) => store.products.find((p) => p.id === idOf('Product', id));
  const notFound = (field: string[], what: string) => userError(field, `${what} does not exist`);

  function applyProduct(p: FakeProduct, input: Input): void {
    if (str(input.title) !== undefined) p.title = str(input.title)!;
    if (str(input.descriptionHtml) !== undefined) p.descriptionHtml = str(input.descriptionHtml)!;
    if (str(input.vendor) !== undefined) p.vendor = str(input.vendor)!;
    if (str(input.productType) !== undefined) p.productType = str(input.productType)!;
    if (str(input.handle) !== undefined) p.handle = str(input.handle)!;
    if (Array.isArray(input.tags)) p.tags = input.tags.map(String);
    if (str(input.status) !== undefined) p.status = str(input.status) as FakeProduct['status'];
    if (str(input.category) !== undefined) p.categoryId = str(input.category)!;
    const seo = input.seo as { title?: string; description?: string } | undefined;
    if (seo) p.seo = { title: seo.title ?? p.seo.title, description: seo.description ?? p.seo.description };
    p.updatedAt = now();
  }

  return {
    __typename: 'Mutation',
    productCreate: (args: Args) => {
      const input = (args.product ?? {}) as Input;
      checkInput('product', 'ProductCreateInput', input);
      if (!str(input.title)?.trim()) return { product: null, userErrors: [userError(['title'], "Title can't be blank")] };
      if (input.category !== undefined && !store.categories.some((c) => c.id === input.category)) {
        return { product: null, userErrors: [userError(['category'], 'Category does not exist')] };
      }
      const id = nextId();
      const handle = str(input.handle) ?? str(input.title)!.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      const p: FakeProduct = {
        id, title: '', handle, descriptionHtml: '', vendor: '', productType: '', status: 'ACTIVE', tags: [], createdAt: now(), updatedAt: now(), publishedAt: null,
        categoryId: null, seo: { title: null, description: null }, images: [], tracksInventory: false,
      };
      applyProduct(p, input);
      const media = Array.isArray(args.media) ? (args.media as Input[]) : [];
      p.images = media.map((m) => ({ id: nextId(), url: String(m.originalSource), alt: str(m.alt) ?? null }));
      const itemId = nextId();
      store.products.push(p);
      store.inventoryItems.push({ id: itemId, sku: '', tracked: false, requiresShipping: true, unitCost: null, weight: { value: 0, unit: 'KILOGRAMS' } });
      store.variants.push({
        id: nextId(), productId: id, title: 'Default Title', price: '0.00', compareAtPrice: null, sku: '', barcode: null, inventoryPolicy: 'DENY', position: 1, taxable: true,
        inventoryItemId: itemId, options: [{ name: 'Title', value: 'Default Title' }],
      });
      return { product: views.productView(p), userErrors: [] };
    },
    productUpdate: (args: Args) => {
      const input = (args.product ?? {}) as Input;
      const p = product(input.id);
      if (!p) return { product: null, userErrors: [notFound(['id'], 'Product')] };
      applyProduct(p, input);
      return { product: views.productView(p), userErrors: [] };
    },
    productDelete: (args: Args) => {
      const p = product((args.input as Input | undefined)?.id);
      if (!p) return { deletedProductId: null, userErrors: [notFound(['id'], 'Product')] };
      store.products = store.products.filter((x) => x !== p);
      store.variants = store.variants.filter((v) => v.productId !== p.id);
      return { deletedProductId: gid('Product', p.id), userErrors: [] };
    },
    productVariantsBulkUpdate: (args: Args) => {
      const p = product(args.productId);
      if (!p) return { productVariants: null, userErrors: [notFound(['productId'], 'Product')] };
      const updated = [];
      for (const [index, change] of ((args.variants ?? []) as Input[]).entries()) {
        const v = store.variants.find((x) => x.productId === p.id && gid('ProductVariant', x.id) === change.id);
        if (!v) return { productVariants: null, userErrors: [userError(['variants', String(index), 'id'], 'Product variant does not exist')] };
        if (change.price !== undefined) v.price = Number(change.price).toFixed(2);
        if (change.compareAtPrice !== undefined) v.compareAtPrice = change.compareAtPrice === null ? null : Number(change.compareAtPrice).toFixed(2);
        if (change.barcode !== undefined) v.barcode = str(change.barcode) ?? null;
        if (typeof change.taxable === 'boolean') v.taxable = change.taxable;
        if (change.inventoryPolicy === 'DENY' || change.inventoryPolicy === 'CONTINUE') v.inventoryPolicy = change.inventoryPolicy;
        const item = change.inventoryItem as { sku?: string; measurement?: { weight?: { value: number; unit: 'GRAMS' } } } | undefined;
        const record = store.inventoryItems.find((i) => i.id === v.inventoryItemId)!;
        if (item?.sku !== undefined) v.sku = record.sku = item.sku;
        if (item?.measurement?.weight) record.weight = item.measurement.weight;
        updated.push(views.variantView(v));
      }
      return { productVariants: updated, userErrors: [] };
    },
    productVariantsBulkDelete: (args: Args) => {
      const p = product(args.productId);
      if (!p) return { product: null, userErrors: [notFound(['productId'], 'Product')] };
      const ids = new Set((args.variantsIds as string[] | undefined) ?? []);
      const missing = [...ids].find((id) => !store.variants.some((v) => v.productId === p.id && gid('ProductVariant', v.id) === id));
      if (missing) return { product: null, userErrors: [userError(['variantsIds'], 'At least one variant does not belong to the product')] };
      store.variants = store.variants.filter((v) => !ids.has(gid('ProductVariant', v.id)));
      return { product: views.productView(p), userErrors: [] };
    },
    collectionAddProducts: (args: Args) => {
      const c = store.collections.find((x) => x.id === idOf('Collection', args.id));
      if (!c) return { collection: null, userErrors: [notFound(['id'], 'Collection')] };
      if (c.rules !== null) return { collection: null, userErrors: [userError(['id'], "Can't manually add products to a smart collection")] };
      for (const id of (args.productIds as string[]) ?? []) {
        const p = mustFind(product(id), 'Product');
        if (!c.productIds.includes(p.id)) c.productIds.push(p.id);
      }
      return { collection: views.collectionView(c), userErrors: [] };
    },
    collectionRemoveProducts: (args: Args) => {
      const c = store.collections.find((x) => x.id === idOf('Collection', args.id));
      if (!c) return { job: null, userErrors: [notFound(['id'], 'Collection')] };
      if (c.rules !== null) return { job: null, userErrors: [userError(['id'], "Can't manually remove products from a smart collection")] };
      const remove = new Set(((args.productIds as string[]) ?? []).map((id) => idOf('Product', id)));
      c.productIds = c.productIds.filter((id) => !remove.has(id));
      return { job: { id: gid('Job', nextId()), done: false }, userErrors: [] };
    },
    collectionUpdate: (args: Args) => {
      const input = (args.input ?? {}) as Input;
      const c = store.collections.find((x) => x.id === idOf('Collection', input.id));
      if (!c) return { collection: null, userErrors: [notFound(['id'], 'Collection')] };
      if (str(input.title) !== undefined) c.title = str(input.title)!;
      if (str(input.descriptionHtml) !== undefined) c.descriptionHtml = str(input.descriptionHtml)!;
      const seo = input.seo as { title?: string; description?: string } | undefined;
      if (seo) c.seo = { title: seo.title ?? c.seo.title, description: seo.description ?? c.seo.description };
      c.updatedAt = now();
      return { collection: views.collectionView(c), userErrors: [] };
    },
    tagsAdd: (args: Args) => {
      const p = product(args.id);
      if (!p) return { node: null, userErrors: [notFound(['id'], 'Product')] };
      for (const tag of (args.tags as string[]) ?? []) if (!p.tags.includes(tag)) p.tags.push(tag);
      return { node: { __typename: 'Product', id: gid('Product', p.id) }, userErrors: [] };
    },
    tagsRemove: (args: Args) => {
      const p = product(args.id);
      if (!p) return { node: null, userErrors: [notFound(['id'], 'Product')] };
      const remove = new Set((args.tags as string[]) ?? []);
      p.tags = p.tags.filter((t) => !remove.has(t));
      return { node: { __typename: 'Product', id: gid('Product', p.id) }, userErrors: [] };
    },
    inventoryAdjustQuantities: (args: Args) => {
      const input = (args.input ?? {}) as { name?: string; reason?: string; changes?: Array<{ delta: number; inventoryItemId: string; locationId: string }> };
      if (input.name !== 'available' && input.name !== 'on_hand') return { inventoryAdjustmentGroup: null, userErrors: [userError(['input', 'name'], 'The quantity name must be available or on_hand')] };
      const changes = [];
      for (const change of input.changes ?? []) {
        const level = store.levels.find((l) => l.itemId === idOf('InventoryItem', change.inventoryItemId) && l.locationId === idOf('Location', change.locationId));
        if (!level) return { inventoryAdjustmentGroup: null, userErrors: [userError(['input', 'changes'], 'The specified inventory item is not stocked at the location.')] };
        level.available += change.delta;
        changes.push({ name: input.name, delta: change.delta, quantityAfterChange: level.available });
      }
      return { inventoryAdjustmentGroup: { reason: input.reason, changes }, userErrors: [] };
    },
    inventorySetQuantities: (args: Args) => {
      const input = (args.input ?? {}) as { name?: string; reason?: string; quantities?: Array<{ quantity: number; inventoryItemId: string; locationId: string }> };
      const changes = [];
      for (const q of input.quantities ?? []) {
        if (q.quantity < 0) return { inventoryAdjustmentGroup: null, userErrors: [userError(['input', 'quantities'], 'The quantity must not be negative')] };
        const itemId = idOf('InventoryItem', q.inventoryItemId);
        const locationId = idOf('Location', q.locationId);
        mustFind(store.inventoryItems.find((i) => i.id === itemId), 'InventoryItem');
        let level = store.levels.find((l) => l.itemId === itemId && l.locationId === locationId);
        if (!level) return { inventoryAdjustmentGroup: null, userErrors: [userError(['input', 'quantities'], 'The specified inventory item is not stocked at the location.')] };
        changes.push({ name: input.name, delta: q.quantity - level.available, quantityAfterChange: q.quantity });
        level = Object.assign(level, { available: q.quantity });
      }
      return { inventoryAdjustmentGroup: { reason: input.reason, changes }, userErrors: [] };
    },
    inventoryDeactivate: (args: Args) => {
      const level = store.levels.find((l) => levelGid(l) === args.inventoryLevelId);
      if (!level) return { userErrors: [notFound(['inventoryLevelId'], 'Inventory level')] };
      if (store.levels.filter((l) => l.itemId === level.itemId).length === 1) {
        return { userErrors: [userError(['inventoryLevelId'], 'The product must stay stocked at one location at least.')] };
      }
      store.levels = store.levels.filter((l) => l !== level);
      return { userErrors: [] };
    },
    inventoryItemUpdate: (args: Args) => {
      const item = store.inventoryItems.find((i) => i.id === idOf('InventoryItem', args.id));
      if (!item) return { inventoryItem: null, userErrors: [notFound(['id'], 'Inventory item')] };
      const input = (args.input ?? {}) as Input;
      checkInput('input', 'InventoryItemInput', input);
      if (input.cost !== undefined) item.unitCost = input.cost === null ? null : Number(input.cost).toFixed(2);
      if (str(input.sku) !== undefined) item.sku = str(input.sku)!;
      if (typeof input.tracked === 'boolean') item.tracked = input.tracked;
      if (typeof input.requiresShipping === 'boolean') item.requiresShipping = input.requiresShipping;
      return { inventoryItem: views.itemView(item), userErrors: [] };
    },
    metafieldsSet: (args: Args) => {
      const inputs = (args.metafields ?? []) as Array<{ ownerId: string; namespace: string; key: string; type: string; value: string }>;
      if (inputs.length > 25) throw new GraphqlFieldError('The input array size of 26 is greater than the maximum allowed of 25.', 'MAX_INPUT_SIZE_EXCEEDED');
      const errors = inputs.flatMap((m, i) => (METAFIELD_TYPES.has(m.type) ? [] : [userError(['metafields', String(i), 'type'], `Type '${m.type}' is not a valid type`, 'INVALID_TYPE')]));
      if (errors.length > 0) return { metafields: null, userErrors: errors };
      const saved = inputs.map((m) => {
        const existing = store.metafields.find((x) => x.ownerId === m.ownerId && x.namespace === m.namespace && x.key === m.key);
        if (existing) return Object.assign(existing, { type: m.type, value: m.value });
        const created = { id: nextId(), ...m };
        store.metafields.push(created);
        return created;
      });
      return { metafields: saved.map((m) => ({ id: gid('Metafield', m.id), namespace: m.namespace, key: m.key, type: m.type, value: m.value })), userErrors: [] };
    },
  };
}
