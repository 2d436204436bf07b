import { type ContractViolation, OpenApiContract } from '../../../testing/contracts/openapi-contract.js';
import { dispatch, jsonBody, route } from '../../../testing/fake-router.js';
import { type FakeServer, jsonResponse, type RecordedRequest, startFakeServer } from '../../../testing/fake-server.js';
import { type OAuth1Credentials, verifyOAuth1 } from '../../../testing/oauth1-verify.js';
import { seedShopOrders, seedShopProducts } from '../../../testing/shop-seed.js';

export interface MagentoFakeOptions extends Partial<OAuth1Credentials> {
  products?: number;
}

type Entity = Record<string, unknown>;

export interface MagentoFake extends FakeServer {
  credentials: OAuth1Credentials;
  /** `<url>/rest/default/V1`: the app's base URL override. */
  baseUrl: string;
  products: Entity[];
  orders: Entity[];
  /** Why requests were refused (`signature_invalid`, ...), in order. */
  refusals: string[];
}

const attribute = (p: Entity, code: string): unknown => (p.custom_attributes as Array<{ attribute_code: string; value: unknown }>).find((a) => a.attribute_code === code)?.value;

type Filter = { field: string; value: string; condition: string };

/** Magento's REST API as its reference describes it (see `catalog/src/testing/contracts/README.md`). */
const contract = OpenApiContract.load(new URL('./contracts/rest-v1.json', import.meta.url));

/** The data interface Magento names when a body field is unknown, by the field that holds it. */
const interfaces: Record<string, string> = {
  product: 'Magento\\Catalog\\Api\\Data\\ProductInterface',
  extension_attributes: 'Magento\\Catalog\\Api\\Data\\ProductExtensionInterface',
  stock_item: 'Magento\\CatalogInventory\\Api\\Data\\StockItemInterface',
};
const camel = (name: string) => name.replace(/(^|_)([a-z])/g, (_m, _u: string, c: string) => c.toUpperCase());

/** A request that drifts from the contract, answered with Magento's `{ message, parameters? }`. */
function contractRefusal(drift: ContractViolation) {
  const holder = (at: Array<string | number>) => String([...at].reverse().find((part) => typeof part === 'string') ?? '');
  switch (drift.kind) {
    case 'unknown-operation':
      return undefined;
    case 'unknown-parameter':
      return jsonResponse(400, { message: `"${drift.name}" is not a valid search criteria parameter.` });
    case 'unknown-field':
      return jsonResponse(400, { message: `Property "${camel(drift.name)}" does not have accessor method "get${camel(drift.name)}" in class "${interfaces[holder(drift.at)] ?? 'Magento\\Framework\\Api\\AbstractSimpleObject'}".` });
    case 'missing':
      return jsonResponse(400, { message: `"${drift.name}" is required. Enter and try again.` });
    case 'type':
    case 'enum':
      return jsonResponse(400, { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { value: String(drift.value), fieldName: holder(drift.at) } });
  }
}

/** `searchCriteria[filter_groups][g][filters][f][field|value|condition_type]`, page size and current page. */
function criteriaOf(req: RecordedRequest): { groups: Filter[][]; pageSize: number; currentPage: number } {
  const groups: Filter[][] = [];
  for (const [key, value] of req.query) {
    const m = /^searchCriteria\[filter_groups\]\[(\d+)\]\[filters\]\[(\d+)\]\[(field|value|condition_type)\]$/.exec(key);
    if (!m) continue;
    const group = (groups[Number(m[1])] ??= []);
    const filter = (group[Number(m[2])] ??= { field: '', value: '', condition: 'eq' });
    if (m[3] === 'condition_type') filter.condition = value;
    else filter[m[3] as 'field' | 'value'] = value;
  }
  return { groups: groups.filter(Boolean), pageSize: Number(req.query.get('searchCriteria[pageSize]') ?? 0), currentPage: Number(req.query.get('searchCriteria[currentPage]') ?? 1) };
}

function test(entity: Entity, f: Filter): boolean {
  const actual = String(entity[f.field] ?? attribute(entity, f.field) ?? '');
  switch (f.condition) {
    case 'eq':
      return actual === f.value;
    case 'neq':
      return actual !== f.value;
    case 'gteq':
      return actual >= f.value;
    case 'lteq':
      return actual <= f.value;
    case 'gt':
      return actual > f.value;
    case 'lt':
      return actual < f.value;
    case 'like':
      return new RegExp(`^${f.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*')}$`, 'i').test(actual);
    case 'in':
      return f.value.split(',').includes(actual);
    default:
      return false;
  }
}

/** Filter groups are ANDed, filters in a group ORed; past the last page Magento answers the last page again. */
function search(list: Entity[], req: RecordedRequest) {
  const { groups, pageSize, currentPage } = criteriaOf(req);
  const found = list.filter((e) => groups.every((g) => g.some((f) => test(e, f))));
  if (!pageSize) return jsonResponse(200, { items: found, search_criteria: { filter_groups: [] }, total_count: found.length });
  const lastPage = Math.max(1, Math.ceil(found.length / pageSize));
  const page = Math.min(currentPage, lastPage);
  return jsonResponse(200, { items: found.slice((page - 1) * pageSize, page * pageSize), search_criteria: { page_size: pageSize, current_page: page }, total_count: found.length });
}

/**
 * A fake of the Magento 2 REST API under `/rest/default/V1` that verifies every request's OAuth
 * 1.0a signature (an integration's consumer key and secret, access token and secret): products and
 * orders with searchCriteria, `PUT /products/{sku}`, and Magento's `{ message, parameters }` errors.
 */
export async function startMagentoFake(options: MagentoFakeOptions = {}): Promise<MagentoFake> {
  const credentials: OAuth1Credentials = {
    consumerKey: options.consumerKey ?? 'q8mfe2k7x1v3n0c9d4b6a5s7p2l1k0j9',
    consumerSecret: options.consumerSecret ?? 'w3e4r5t6y7u8i9o0p1a2s3d4f5g6h7j8',
    token: options.token ?? 'z1x2c3v4b5n6m7q8w9e0r1t2y3u4i5o6',
    tokenSecret: options.tokenSecret ?? 'p0o9i8u7y6t5r4e3w2q1a2s3d4f5g6h7',
  };
  const seed = seedShopProducts(options.products ?? 45);
  const products: Entity[] = seed.map((p) => ({
    id: p.n, sku: p.sku, name: p.name, price: p.price, status: p.active ? 1 : 2, visibility: 4, type_id: 'simple', attribute_set_id: 4, weight: 0.3,
    created_at: p.createdAt.replace('T', ' ').slice(0, 19), updated_at: p.createdAt.replace('T', ' ').slice(0, 19),
    extension_attributes: { stock_item: { qty: p.stock, is_in_stock: p.stock > 0 } },
    custom_attributes: [
      { attribute_code: 'description', value: p.description },
      { attribute_code: 'url_key', value: `product-${p.n}` },
      { attribute_code: 'image', value: `/p/r/product-${p.n}.jpg` },
      { attribute_code: 'meta_title', value: p.name },
      { attribute_code: 'meta_description', value: '' },
      { attribute_code: 'brand', value: p.brand },
      { attribute_code: 'ean', value: p.ean },
    ],
  }));
  const orders: Entity[] = seedShopOrders(seed).map((o) => ({
    entity_id: o.n, increment_id: `0000000${String(o.n).padStart(2, '0')}`, created_at: o.createdAt.replace('T', ' ').slice(0, 19), status: o.status === 'completed' ? 'complete' : 'processing',
    order_currency_code: 'EUR', grand_total: o.total, subtotal: o.total - o.shipping, tax_amount: 0, shipping_amount: o.shipping, discount_amount: 0,
    customer_email: o.email, customer_firstname: o.firstName, customer_lastname: o.lastName,
    items: o.lines.map((l) => ({ sku: l.sku, name: l.name, qty_ordered: l.quantity, price: l.price, row_total: l.price * l.quantity })),
  }));
  const refusals: string[] = [];
  let serverUrl = '';
  const notFound = () => jsonResponse(404, { message: "The product that was requested doesn't exist. Verify the product and try again." });
  const routes = [
    route('GET', /^\/rest\/default\/V1\/products$/, (req) => search(products, req)),
    route('GET', /^\/rest\/default\/V1\/orders$/, (req) => search(orders, req)),
    route('GET', /^\/rest\/default\/V1\/products\/([^/]+)$/, (_req, [sku]) => {
      const product = products.find((p) => p.sku === sku);
      return product ? jsonResponse(200, product) : notFound();
    }),
    route('PUT', /^\/rest\/default\/V1\/products\/([^/]+)$/, (req, [sku]) => {
      const product = products.find((p) => p.sku === sku);
      if (!product) return notFound();
      const body = jsonBody<{ product?: Entity }>(req);
      if (!body?.product) return jsonResponse(400, { message: '"product" is required. Enter and try again.' });
      const { custom_attributes: attributes, extension_attributes: extension, ...fields } = body.product as Entity & { custom_attributes?: Array<{ attribute_code: string; value: unknown }>; extension_attributes?: { stock_item?: Entity } };
      Object.assign(product, fields, { updated_at: new Date().toISOString().replace('T', ' ').slice(0, 19) });
      for (const a of attributes ?? []) {
        const list = product.custom_attributes as Array<{ attribute_code: string; value: unknown }>;
        const existing = list.find((x) => x.attribute_code === a.attribute_code);
        if (existing) existing.value = a.value;
        else list.push(a);
      }
      if (extension?.stock_item) Object.assign((product.extension_attributes as { stock_item: Entity }).stock_item, extension.stock_item);
      return jsonResponse(200, product);
    }),
  ];
  const server = await startFakeServer((req) => {
    const query = req.query.toString();
    const refused = verifyOAuth1({ method: req.method, url: `${serverUrl}${req.path}${query ? `?${query}` : ''}`, authorization: req.headers.authorization }, credentials);
    if (refused) {
      refusals.push(refused);
      return jsonResponse(401, { message: refused === 'signature_invalid' ? 'The signature is invalid. Verify and try again.' : "The consumer isn't authorized to access %resources.", parameters: { resources: 'Magento_Catalog::products' } });
    }
    const drift = contract.check(req.method, req.path, req.query, jsonBody(req));
    return (drift && contractRefusal(drift)) ?? dispatch(routes, req, () => jsonResponse(404, { message: 'Request does not match any route.' }));
  });
  serverUrl = server.url;
  return { ...server, credentials, baseUrl: `${server.url}/rest/default/V1`, products, orders, refusals };
}

/** What `runAction` needs to call a started Magento fake. */
export function magentoFakeConnection(fake: MagentoFake) {
  const { consumerKey, consumerSecret, token, tokenSecret } = fake.credentials;
  return { auth: { consumerKey, consumerSecret, tokenKey: token, tokenSecret }, config: { shopUrl: 'https://shop.example.com/' }, baseUrlOverrides: { magento: fake.baseUrl } };
}
