import { type ContractViolation, OpenApiContract } from '../../../testing/contracts/openapi-contract.js';
import { dispatch, jsonBody, route } from '../../../testing/fake-router.js';
import { type FakeServer, jsonResponse, type RecordedRequest, startFakeServer } from '../../../testing/fake-server.js';
import { seedShopOrders, seedShopProducts } from '../../../testing/shop-seed.js';

export interface WooCommerceFakeOptions {
  consumerKey?: string;
  consumerSecret?: string;
  products?: number;
  /**
   * Whether the store's WooCommerce knows `global_unique_id` (GTIN, UPC, EAN or ISBN), added in
   * WooCommerce 9.2; an older store neither answers it nor keeps it. Default: true.
   */
  knowsGlobalUniqueId?: boolean;
}

type Entity = Record<string, unknown> & { id: number };

export interface WooCommerceFake extends FakeServer {
  consumerKey: string;
  consumerSecret: string;
  /** `<url>/wp-json/wc/v3`: the app's base URL override. */
  baseUrl: string;
  products: Entity[];
  /** Variations by their product's id. */
  variations: Map<number, Entity[]>;
  orders: Entity[];
}

const wcError = (status: number, code: string, message: string, params?: Record<string, string>) =>
  jsonResponse(status, { code, message, data: { status, ...(params ? { params } : {}) } });

/** WooCommerce's REST API v3 as its reference describes it (see `catalog/src/testing/contracts/README.md`). */
const contract = OpenApiContract.load(new URL('./contracts/rest-v3.json', import.meta.url));

/** `meta_data[0][key]`: how WordPress names a value inside a parameter. */
const paramName = (at: Array<string | number>) => at.map((part, i) => (i === 0 ? String(part) : `[${part}]`)).join('');

/**
 * A request that drifts from the contract, answered as WordPress answers an invalid argument:
 * `rest_invalid_param` with the parameter and WordPress's own message for it. (A real store ignores an
 * unknown body field; the fake refuses it, with WordPress's message for a forbidden property.)
 */
function contractRefusal(drift: ContractViolation) {
  const invalid = (param: string, message: string) => wcError(400, 'rest_invalid_param', `Invalid parameter(s): ${param}`, { [param]: message });
  switch (drift.kind) {
    case 'unknown-operation':
      return undefined;
    case 'unknown-parameter':
      return invalid(drift.name, `${drift.name} is not a valid parameter of this route.`);
    case 'unknown-field':
      return invalid(String(drift.at[0] ?? drift.name), `${drift.name} is not a valid property of Object.`);
    case 'missing':
      return wcError(400, 'rest_missing_callback_param', `Missing parameter(s): ${drift.name}`, { [drift.name]: `${drift.name} is required.` });
    case 'type':
      return invalid(String(drift.at[0]), `${paramName(drift.at)} is not of type ${drift.expected}.`);
    case 'enum':
      return invalid(String(drift.at[0]), `${paramName(drift.at)} is not one of ${drift.allowed.join(', ')}.`);
  }
}

/** `?page=&per_page=` of a list, with `X-WP-Total` and `X-WP-TotalPages` as WordPress sends them. */
function paged(list: readonly unknown[], req: RecordedRequest) {
  const perPage = Number(req.query.get('per_page') ?? 10);
  const page = Number(req.query.get('page') ?? 1);
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
    return wcError(400, 'rest_invalid_param', 'Invalid parameter(s): per_page', { per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' });
  }
  const totalPages = Math.max(1, Math.ceil(list.length / perPage));
  return jsonResponse(200, list.slice((page - 1) * perPage, page * perPage), { 'x-wp-total': String(list.length), 'x-wp-totalpages': String(totalPages) });
}

const money = (n: number) => n.toFixed(2);
const UPDATABLE = ['name', 'description', 'short_description', 'regular_price', 'sale_price', 'sku', 'stock_quantity', 'manage_stock', 'stock_status', 'status', 'global_unique_id', 'meta_data'];

function apply(entity: Entity, changes: Record<string, unknown>, keys: readonly string[] = UPDATABLE): void {
  for (const key of keys) if (key in changes) entity[key] = changes[key];
  if ('regular_price' in changes || 'sale_price' in changes) entity.price = entity.sale_price || entity.regular_price;
  if ('stock_quantity' in changes && entity.manage_stock) entity.stock_status = Number(entity.stock_quantity) > 0 ? 'instock' : 'outofstock';
  entity.date_modified_gmt = new Date().toISOString().slice(0, 19);
}

/**
 * A fake of the WooCommerce REST API v3 under `/wp-json/wc/v3`: HTTP basic auth with the consumer
 * key and secret, orders (after/before), products (status, stock_status), variations, updates by
 * PUT, `per_page` up to 100 with `X-WP-Total(Pages)`, errors as `{ code, message, data: { status } }`.
 */
export async function startWooCommerceFake(options: WooCommerceFakeOptions = {}): Promise<WooCommerceFake> {
  const consumerKey = options.consumerKey ?? 'ck_0123456789abcdef0123456789abcdef01234567';
  const consumerSecret = options.consumerSecret ?? 'cs_0123456789abcdef0123456789abcdef01234567';
  const seed = seedShopProducts(options.products ?? 45);
  const variations = new Map<number, Entity[]>();
  const products: Entity[] = seed.map((p) => {
    const id = 100 + p.n;
    variations.set(
      id,
      p.variants.map((v) => ({
        id: 1000 + v.n, sku: v.sku, price: money(v.price), regular_price: money(v.price), sale_price: '', manage_stock: true, stock_quantity: v.stock,
        stock_status: v.stock > 0 ? 'instock' : 'outofstock', global_unique_id: v.ean, attributes: [{ id: 1, name: 'Size', option: v.name.endsWith('S') ? 'S' : 'M' }],
        image: { id: 2000 + p.n, src: p.image }, permalink: `https://shop.example.com/product/product-${p.n}/?attribute_size=${v.name.slice(-1)}`, description: '',
        date_modified_gmt: p.createdAt.slice(0, 19),
      })),
    );
    return {
      id, name: p.name, slug: `product-${p.n}`, permalink: `https://shop.example.com/product/product-${p.n}/`, type: 'variable', status: p.active ? 'publish' : 'draft',
      sku: p.sku, price: money(p.price), regular_price: money(p.price), sale_price: '', description: p.description, short_description: '', manage_stock: false,
      stock_quantity: null, stock_status: p.stock > 0 ? 'instock' : 'outofstock', global_unique_id: p.ean, images: [{ id: 2000 + p.n, src: p.image, alt: p.name }],
      brands: [{ id: p.n % 2 ? 1 : 2, name: p.brand }], categories: [{ id: 9, name: 'Clothing' }], variations: (variations.get(id) ?? []).map((v) => v.id),
      meta_data: [], date_created_gmt: p.createdAt.slice(0, 19), date_modified_gmt: p.createdAt.slice(0, 19),
    };
  });
  const orders: Entity[] = seedShopOrders(seed).map((o) => ({
    id: 500 + o.n, number: String(500 + o.n), status: o.status, currency: 'EUR', date_created_gmt: o.createdAt.slice(0, 19), total: money(o.total), total_tax: money(o.total - o.total / 1.19),
    shipping_total: money(o.shipping), discount_total: '0.00', billing: { first_name: o.firstName, last_name: o.lastName, email: o.email },
    line_items: o.lines.map((l, i) => ({ id: 7000 + o.n * 10 + i, name: l.name, sku: l.sku, quantity: l.quantity, price: l.price, total: money(l.price * l.quantity) })),
  }));
  // A store older than WooCommerce 9.2 has no global_unique_id: it answers without it and ignores it in updates.
  const knowsGtin = options.knowsGlobalUniqueId ?? true;
  const updatable = knowsGtin ? UPDATABLE : UPDATABLE.filter((k) => k !== 'global_unique_id');
  if (!knowsGtin) for (const entity of [...products, ...[...variations.values()].flat()]) delete entity.global_unique_id;
  const expected = `Basic ${Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64')}`;
  const product = (id: string | undefined) => products.find((p) => p.id === Number(id));
  const routes = [
    route('GET', /^\/wp-json\/wc\/v3\/orders$/, (req) => {
      const after = req.query.get('after');
      const before = req.query.get('before');
      const status = req.query.get('status');
      return paged(
        orders.filter((o) => (!after || String(o.date_created_gmt) > after.slice(0, 19)) && (!before || String(o.date_created_gmt) < before.slice(0, 19)) && (!status || status === 'any' || o.status === status)),
        req,
      );
    }),
    route('GET', /^\/wp-json\/wc\/v3\/products$/, (req) => {
      const status = req.query.get('status');
      const stock = req.query.get('stock_status');
      return paged(products.filter((p) => (!status || status === 'any' || p.status === status) && (!stock || p.stock_status === stock)), req);
    }),
    route('GET', /^\/wp-json\/wc\/v3\/products\/(\d+)$/, (_req, [id]) => {
      const p = product(id);
      return p ? jsonResponse(200, p) : wcError(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
    }),
    route('PUT', /^\/wp-json\/wc\/v3\/products\/(\d+)$/, (req, [id]) => {
      const p = product(id);
      if (!p) return wcError(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
      apply(p, jsonBody(req) ?? {}, updatable);
      return jsonResponse(200, p);
    }),
    route('GET', /^\/wp-json\/wc\/v3\/products\/(\d+)\/variations$/, (req, [id]) => {
      const list = variations.get(Number(id));
      return list ? paged(list, req) : wcError(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
    }),
    route('PUT', /^\/wp-json\/wc\/v3\/products\/(\d+)\/variations\/(\d+)$/, (req, [id, variationId]) => {
      const variation = variations.get(Number(id))?.find((v) => v.id === Number(variationId));
      if (!variation) return wcError(404, 'woocommerce_rest_product_variation_invalid_id', 'Invalid ID.');
      apply(variation, jsonBody(req) ?? {}, updatable);
      return jsonResponse(200, variation);
    }),
  ];
  const server = await startFakeServer((req) => {
    if (req.headers.authorization !== expected) return wcError(401, 'woocommerce_rest_cannot_view', 'Sorry, you cannot list resources.');
    const drift = contract.check(req.method, req.path, req.query, jsonBody(req));
    return (drift && contractRefusal(drift)) ?? dispatch(routes, req, () => wcError(404, 'rest_no_route', 'No route was found matching the URL and request method.'));
  });
  return { ...server, consumerKey, consumerSecret, baseUrl: `${server.url}/wp-json/wc/v3`, products, variations, orders };
}

/** What `runAction` needs to call a started WooCommerce fake. */
export function wooCommerceFakeConnection(fake: WooCommerceFake) {
  return { auth: { user: fake.consumerKey, secret: fake.consumerSecret }, config: { shopUrl: 'https://shop.example.com/' }, baseUrlOverrides: { woocommerce: fake.baseUrl } };
}
