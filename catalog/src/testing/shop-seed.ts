/** Products and orders every self-hosted shop fake starts with, each in its own API's shape. */

export interface SeedVariant {
  n: number;
  sku: string;
  name: string;
  price: number;
  stock: number;
  ean: string;
}

export interface SeedProduct {
  n: number;
  sku: string;
  name: string;
  description: string;
  brand: string;
  image: string;
  price: number;
  /** The sum of the variants' stock (every third product has none). */
  stock: number;
  ean: string;
  active: boolean;
  createdAt: string;
  variants: SeedVariant[];
}

export interface SeedOrder {
  n: number;
  number: string;
  createdAt: string;
  status: string;
  email: string;
  firstName: string;
  lastName: string;
  total: number;
  shipping: number;
  lines: Array<{ sku: string; name: string; quantity: number; price: number }>;
}

const DAY = 86_400_000;

/** `count` products with two variants each; every third product is out of stock, every tenth inactive. */
export function seedShopProducts(count = 45): SeedProduct[] {
  const base = Date.parse('2026-01-05T10:00:00Z');
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const variants = [1, 2].map((v) => ({
      n: n * 10 + v,
      sku: `SKU-${n}-${v}`,
      name: `Product ${n} ${v === 1 ? 'S' : 'M'}`,
      price: 10 + n + (v === 2 ? 0.5 : 0),
      stock: n % 3 === 0 ? 0 : 5 * v,
      ean: `40000000${String(n * 10 + v).padStart(5, '0')}`,
    }));
    return {
      n,
      sku: `SKU-${n}`,
      name: `Product ${n}`,
      description: `<p>Description of product ${n}</p>`,
      brand: n % 2 ? 'Acme' : 'Globex',
      image: `https://shop.example.com/media/product-${n}.jpg`,
      price: 10 + n,
      stock: variants.reduce((sum, v) => sum + v.stock, 0),
      ean: `40000000${String(n * 10).padStart(5, '0')}`,
      active: n % 10 !== 0,
      createdAt: new Date(base + n * DAY).toISOString(),
      variants,
    };
  });
}

/** `count` orders, one a day up to `until`. */
export function seedShopOrders(products: readonly SeedProduct[], count = 30, until = '2026-03-31T12:00:00Z'): SeedOrder[] {
  const end = Date.parse(until);
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const product = products[n % products.length];
    const variant = product?.variants[0];
    const price = variant?.price ?? 10;
    return {
      n,
      number: String(10_000 + n),
      createdAt: new Date(end - (count - n) * DAY).toISOString(),
      status: n % 2 ? 'completed' : 'processing',
      email: `buyer${n}@example.com`,
      firstName: 'Buyer',
      lastName: String(n),
      total: price + 4.9,
      shipping: 4.9,
      lines: [{ sku: variant?.sku ?? 'SKU', name: variant?.name ?? 'Product', quantity: 1, price }],
    };
  });
}
