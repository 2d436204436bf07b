import { connection } from './graphql-execute.js';
import { matchesSearch } from './shopify-search.js';
import type { FakeCollection, FakeInventoryItem, FakeOrder, FakeProduct, FakeVariant, ShopifyStore } from './shopify-store.js';
import { idOf, levelGid, type ShopifyViews } from './shopify-views.js';

type Args = Record<string, unknown>;

const productSearch = {
  id: (p: FakeProduct) => p.id,
  title: (p: FakeProduct) => p.title,
  handle: (p: FakeProduct) => p.handle,
  status: (p: FakeProduct) => p.status.toLowerCase(),
  product_type: (p: FakeProduct) => p.productType,
  vendor: (p: FakeProduct) => p.vendor,
  tag: (p: FakeProduct) => p.tags,
  created_at: (p: FakeProduct) => p.createdAt,
  updated_at: (p: FakeProduct) => p.updatedAt,
  published_at: (p: FakeProduct) => p.publishedAt,
  published_status: (p: FakeProduct) => (p.publishedAt ? 'published' : 'unpublished'),
};

/** The root `Query` object of the fake: each list answers Shopify's search syntax in `query`. */
export function shopifyQueryRoot(store: ShopifyStore, views: ShopifyViews): Record<string, unknown> {
  const byId = <T extends { id: number }>(list: readonly T[], type: string, value: unknown): T | undefined => list.find((r) => r.id === idOf(type, value));
  return {
    __typename: 'QueryRoot',
    shop: {
      __typename: 'Shop',
      name: store.shop.name,
      currencyCode: store.shop.currencyCode,
      myshopifyDomain: 'tandem-test.myshopify.com',
      primaryDomain: { url: store.shop.domain },
    },
    products: (args: Args) => connection(store.products.filter((p) => matchesSearch(p, args.query, productSearch)).map(views.productView), args),
    product: (args: Args) => {
      const p = byId(store.products, 'Product', args.id);
      return p ? views.productView(p) : null;
    },
    productVariants: (args: Args) =>
      connection(
        store.variants
          .filter((v) => matchesSearch(v, args.query, { product_id: (x: FakeVariant) => x.productId, sku: (x: FakeVariant) => x.sku, id: (x: FakeVariant) => x.id }))
          .map(views.variantView),
        args,
      ),
    productVariant: (args: Args) => {
      const v = byId(store.variants, 'ProductVariant', args.id);
      return v ? views.variantView(v) : null;
    },
    collections: (args: Args) =>
      connection(
        store.collections
          .filter((c) =>
            matchesSearch(c, args.query, {
              collection_type: (x: FakeCollection) => (x.rules === null ? 'custom' : 'smart'),
              title: (x: FakeCollection) => x.title,
              handle: (x: FakeCollection) => x.handle,
              updated_at: (x: FakeCollection) => x.updatedAt,
            }),
          )
          .map(views.collectionView),
        args,
      ),
    collection: (args: Args) => {
      const c = byId(store.collections, 'Collection', args.id);
      return c ? views.collectionView(c) : null;
    },
    locations: (args: Args) => connection(store.locations.map(views.locationView), args),
    location: (args: Args) => {
      const loc = byId(store.locations, 'Location', args.id);
      return loc ? views.locationView(loc) : null;
    },
    inventoryItems: (args: Args) =>
      connection(
        store.inventoryItems
          .filter((i) => matchesSearch(i, args.query, { id: (x: FakeInventoryItem) => x.id, sku: (x: FakeInventoryItem) => x.sku }))
          .map(views.itemView),
        args,
      ),
    inventoryItem: (args: Args) => {
      const i = byId(store.inventoryItems, 'InventoryItem', args.id);
      return i ? views.itemView(i) : null;
    },
    inventoryLevel: (args: Args) => {
      const l = store.levels.find((x) => levelGid(x) === args.id);
      return l ? views.level(l) : null;
    },
    orders: (args: Args) =>
      connection(
        store.orders
          .filter((o) =>
            matchesSearch(o, args.query, {
              created_at: (x: FakeOrder) => x.createdAt,
              updated_at: (x: FakeOrder) => x.createdAt,
              financial_status: (x: FakeOrder) => x.financialStatus.toLowerCase(),
              name: (x: FakeOrder) => x.name,
            }),
          )
          .map(views.orderView),
        args,
      ),
    taxonomy: {
      __typename: 'Taxonomy',
      categories: (args: Args) => {
        const search = typeof args.search === 'string' ? args.search.toLowerCase() : '';
        return connection(
          store.categories.filter((c) => c.fullName.toLowerCase().includes(search)).map((c) => ({ __typename: 'TaxonomyCategory', ...c, isLeaf: true, level: 2 })),
          args,
        );
      },
    },
  };
}
