/** The records of the fake Shopify store (numeric ids; the views turn them into global ids). */

export interface FakeVariant {
  id: number;
  productId: number;
  title: string;
  price: string;
  compareAtPrice: string | null;
  sku: string;
  barcode: string | null;
  inventoryPolicy: 'DENY' | 'CONTINUE';
  position: number;
  taxable: boolean;
  inventoryItemId: number;
  options: Array<{ name: string; value: string }>;
}

export interface FakeInventoryItem {
  id: number;
  sku: string;
  tracked: boolean;
  requiresShipping: boolean;
  unitCost: string | null;
  weight: { value: number; unit: 'GRAMS' | 'KILOGRAMS' | 'OUNCES' | 'POUNDS' };
}

export interface FakeInventoryLevel {
  itemId: number;
  locationId: number;
  available: number;
}

export interface FakeLocation {
  id: number;
  name: string;
  isActive: boolean;
  city: string;
  countryCode: string;
}

export interface FakeMetafield {
  id: number;
  ownerId: string;
  namespace: string;
  key: string;
  type: string;
  value: string;
}

export interface FakeProduct {
  id: number;
  title: string;
  handle: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  status: 'ACTIVE' | 'ARCHIVED' | 'DRAFT';
  tags: string[];
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  categoryId: string | null;
  seo: { title: string | null; description: string | null };
  images: Array<{ id: number; url: string; alt: string | null }>;
  tracksInventory: boolean;
}

export interface FakeCollection {
  id: number;
  title: string;
  handle: string;
  descriptionHtml: string;
  seo: { title: string | null; description: string | null };
  updatedAt: string;
  /** Smart collections pick their products by rules; custom ones list them. */
  rules: Array<{ column: string; relation: string; condition: string }> | null;
  productIds: number[];
}

export interface FakeOrder {
  id: number;
  name: string;
  createdAt: string;
  email: string;
  currencyCode: string;
  financialStatus: string;
  fulfillmentStatus: string;
  subtotal: string;
  totalTax: string;
  totalDiscounts: string;
  shipping: string;
  total: string;
  customer: { id: number; email: string; firstName: string; lastName: string } | null;
  lineItems: Array<{ id: number; title: string; quantity: number; sku: string; variantId: number; productId: number; price: string }>;
  shippingAddress: { address1: string; city: string; zip: string; countryCode: string; name: string } | null;
  discountCodes: string[];
  refunds: Array<{ id: number; createdAt: string; note: string | null; amount: string }>;
}

export interface FakeCategory {
  id: string;
  name: string;
  fullName: string;
}

export interface ShopifyStore {
  shop: { name: string; currencyCode: string; domain: string };
  products: FakeProduct[];
  variants: FakeVariant[];
  inventoryItems: FakeInventoryItem[];
  levels: FakeInventoryLevel[];
  locations: FakeLocation[];
  collections: FakeCollection[];
  orders: FakeOrder[];
  metafields: FakeMetafield[];
  categories: FakeCategory[];
  /** The next numeric id of any record. */
  nextId: number;
}

export interface ShopifySeed {
  /** Products to create (default 45: three pages of 20). */
  products?: number;
  /** Orders to create, one a day back from `ordersUntil` (default 30). */
  orders?: number;
  ordersUntil?: string;
}

const day = 86_400_000;

/** A store with predictable data: every third product's variants are out of stock. */
export function seedShopifyStore(seed: ShopifySeed = {}): ShopifyStore {
  const store: ShopifyStore = {
    shop: { name: 'Tandem Test Shop', currencyCode: 'EUR', domain: 'https://shop.example.com' },
    products: [],
    variants: [],
    inventoryItems: [],
    levels: [],
    locations: [
      { id: 7001, name: 'Berlin warehouse', isActive: true, city: 'Berlin', countryCode: 'DE' },
      { id: 7002, name: 'Vienna store', isActive: true, city: 'Vienna', countryCode: 'AT' },
    ],
    collections: [],
    orders: [],
    metafields: [],
    categories: Array.from({ length: 60 }, (_, i) => ({
      id: `gid://shopify/TaxonomyCategory/aa-${i + 1}`,
      name: `Category ${i + 1}`,
      fullName: `Apparel & Accessories > Category ${i + 1}`,
    })),
    nextId: 100_000,
  };
  const base = Date.parse('2026-01-05T10:00:00Z');
  for (let n = 1; n <= (seed.products ?? 45); n++) {
    const id = 1000 + n;
    const at = new Date(base + n * day).toISOString();
    store.products.push({
      id,
      title: `Product ${n}`,
      handle: `product-${n}`,
      descriptionHtml: `<p>Description of product ${n}</p>`,
      vendor: n % 2 ? 'Acme' : 'Globex',
      productType: n % 3 ? 'Shirts' : 'Shoes',
      status: n % 10 === 0 ? 'DRAFT' : 'ACTIVE',
      tags: n % 4 ? ['summer'] : ['summer', 'sale'],
      createdAt: at,
      updatedAt: at,
      publishedAt: n % 10 === 0 ? null : at,
      categoryId: `gid://shopify/TaxonomyCategory/aa-${(n % 60) + 1}`,
      seo: { title: null, description: null },
      images: [{ id: 5000 + n, url: `https://cdn.shopify.com/s/files/product-${n}.jpg`, alt: `Product ${n}` }],
      tracksInventory: true,
    });
    for (let v = 1; v <= 2; v++) {
      const variantId = 20_000 + n * 10 + v;
      const itemId = 40_000 + n * 10 + v;
      store.variants.push({
        id: variantId,
        productId: id,
        title: v === 1 ? 'S' : 'M',
        price: `${10 + n}.${v === 1 ? '00' : '50'}`,
        compareAtPrice: null,
        sku: `SKU-${n}-${v}`,
        barcode: `40000000${String(n * 10 + v).padStart(5, '0')}`,
        inventoryPolicy: 'DENY',
        position: v,
        taxable: true,
        inventoryItemId: itemId,
        options: [{ name: 'Size', value: v === 1 ? 'S' : 'M' }],
      });
      store.inventoryItems.push({ id: itemId, sku: `SKU-${n}-${v}`, tracked: true, requiresShipping: true, unitCost: '4.00', weight: { value: 0.3, unit: 'KILOGRAMS' } });
      store.levels.push({ itemId, locationId: 7001, available: n % 3 === 0 ? 0 : 5 * v });
    }
  }
  const ids = store.products.map((p) => p.id);
  store.collections.push(
    { id: 3001, title: 'Summer', handle: 'summer', descriptionHtml: '', seo: { title: null, description: null }, updatedAt: new Date(base).toISOString(), rules: null, productIds: ids.slice(0, 25) },
    { id: 3002, title: 'Bestsellers', handle: 'bestsellers', descriptionHtml: '', seo: { title: null, description: null }, updatedAt: new Date(base).toISOString(), rules: null, productIds: ids.slice(0, 3) },
    {
      id: 3003,
      title: 'Shoes',
      handle: 'shoes',
      descriptionHtml: '<p>All shoes</p>',
      seo: { title: null, description: null },
      updatedAt: new Date(base).toISOString(),
      rules: [{ column: 'TYPE', relation: 'EQUALS', condition: 'Shoes' }],
      productIds: [],
    },
  );
  const until = Date.parse(seed.ordersUntil ?? '2026-03-31T12:00:00Z');
  for (let n = 1; n <= (seed.orders ?? 30); n++) {
    const product = store.products[n % store.products.length];
    const variant = store.variants.find((v) => v.productId === product?.id);
    const price = variant?.price ?? '10.00';
    store.orders.push({
      id: 9000 + n,
      name: `#${1000 + n}`,
      createdAt: new Date(until - (30 - n) * day).toISOString(),
      email: `buyer${n}@example.com`,
      currencyCode: 'EUR',
      financialStatus: 'PAID',
      fulfillmentStatus: n % 2 ? 'FULFILLED' : 'UNFULFILLED',
      subtotal: price,
      totalTax: '1.90',
      totalDiscounts: '0.00',
      shipping: '4.90',
      total: (Number(price) + 4.9).toFixed(2),
      customer: { id: 8000 + n, email: `buyer${n}@example.com`, firstName: 'Buyer', lastName: String(n) },
      lineItems: [{ id: 11_000 + n, title: product?.title ?? 'Product', quantity: 1, sku: variant?.sku ?? '', variantId: variant?.id ?? 0, productId: product?.id ?? 0, price }],
      shippingAddress: { address1: 'Hauptstr. 1', city: 'Berlin', zip: '10115', countryCode: 'DE', name: `Buyer ${n}` },
      discountCodes: [],
      refunds: n % 7 === 0 ? [{ id: 12_000 + n, createdAt: new Date(until - (29 - n) * day).toISOString(), note: 'Damaged', amount: price }] : [],
    });
  }
  return store;
}
