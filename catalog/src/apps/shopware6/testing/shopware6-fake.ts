import { randomBytes } from 'node:crypto';
import { type ContractViolation, OpenApiContract } from '../../../testing/contracts/openapi-contract.js';
import { dispatch, jsonBody, route } from '../../../testing/fake-router.js';
import { type FakeServer, jsonResponse, type RecordedRequest, startFakeServer } from '../../../testing/fake-server.js';
import { seedShopOrders, seedShopProducts } from '../../../testing/shop-seed.js';

export interface Shopware6FakeOptions {
  /** The integration's access key id and secret access key. */
  accessKeyId?: string;
  secretAccessKey?: string;
  products?: number;
}

type Entity = Record<string, unknown> & { id: string };

export interface Shopware6Fake extends FakeServer {
  accessKeyId: string;
  secretAccessKey: string;
  /** `<url>/api`: the app's base URL override. */
  baseUrl: string;
  products: Entity[];
  orders: Entity[];
  /** Tokens handed out by `POST /api/oauth/token`; `expireTokens()` makes them answer 401. */
  readonly tokensIssued: number;
  expireTokens(): void;
}

export const DEFAULT_SHOPWARE6_ACCESS_KEY_ID = 'SWIANEXAMPLEKEYID0000000000';
const EUR = 'b7d2554b0ce847cd82f3ac9bd1c0dfca';
const uuid = (kind: number, n: number) => `${kind.toString(16)}${n.toString(16).padStart(31, '0')}`;
const error = (status: number, code: string, detail: string) => jsonResponse(status, { errors: [{ status: String(status), code, title: status === 404 ? 'Not Found' : 'Bad Request', detail }] });

/** Shopware 6's Admin API as its reference describes it (see `catalog/src/testing/contracts/README.md`). */
const contract = OpenApiContract.load(new URL('./contracts/admin-api.json', import.meta.url));

/** A request that drifts from the contract, answered as Shopware 6 answers one (`errors` with a JSON pointer). */
function refused(drift: ContractViolation) {
  const pointer = (at: Array<string | number>) => `/${at.map(String).join('/')}`;
  const invalid = (code: string, detail: string, at: Array<string | number>) => jsonResponse(400, { errors: [{ status: '400', code, title: 'Bad Request', detail, source: { pointer: pointer(at) } }] });
  switch (drift.kind) {
    case 'unknown-operation':
      return undefined;
    case 'unknown-parameter':
      return invalid('FRAMEWORK__INVALID_REQUEST_PARAMETER', `The parameter "${drift.name}" is invalid.`, [drift.name]);
    case 'unknown-field':
      return invalid('FRAMEWORK__WRITE_UNEXPECTED_FIELD', `Unexpected field: ${drift.name}`, [...drift.at, drift.name]);
    case 'missing':
      return invalid('c1051bb4-d103-4f74-8988-acbcafc7fdc3', 'This value should not be blank.', [...drift.at, drift.name]);
    case 'type':
      return invalid('ba785a8c-82cb-4283-967c-3cf342181b40', `This value should be of type ${drift.expected}.`, drift.at);
    case 'enum':
      return invalid('8e179f1b-97aa-4560-a02f-2a8b42e49df7', 'The value you selected is not a valid choice.', drift.at);
  }
}

/** The value at a dotted field path of an entity (`manufacturer.name`). */
const at = (entity: unknown, field: string): unknown =>
  field.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), entity);

type Filter = { type: string; field?: string; value?: unknown; parameters?: Record<string, unknown>; queries?: Filter[]; operator?: string };

function matches(entity: Entity, filter: Filter): boolean {
  const value = filter.field ? at(entity, filter.field.replace(/^(product|order)\./, '')) : undefined;
  switch (filter.type) {
    case 'equals':
      return value === filter.value || (filter.value === null && value === undefined);
    case 'equalsAny':
      return Array.isArray(filter.value) ? filter.value.includes(value) : String(filter.value).split('|').includes(String(value));
    case 'contains':
      return String(value ?? '').includes(String(filter.value));
    case 'range': {
      const p = filter.parameters ?? {};
      const v = value as string | number;
      return (p.gte === undefined || v >= (p.gte as typeof v)) && (p.lte === undefined || v <= (p.lte as typeof v)) && (p.gt === undefined || v > (p.gt as typeof v)) && (p.lt === undefined || v < (p.lt as typeof v));
    }
    case 'multi':
      return filter.operator === 'or' ? (filter.queries ?? []).some((q) => matches(entity, q)) : (filter.queries ?? []).every((q) => matches(entity, q));
    case 'not':
      return !(filter.queries ?? []).some((q) => matches(entity, q));
    default:
      throw new Error(`unsupported filter type ${filter.type}`);
  }
}

/** `POST /api/search/<entity>` with a criteria body: filters, sorting, page and limit, `total`. */
function search(list: Entity[], req: RecordedRequest) {
  const criteria = jsonBody<{ page?: number; limit?: number; filter?: Filter[]; sort?: Array<{ field: string; order?: string }> }>(req) ?? {};
  const limit = criteria.limit ?? 500;
  const page = criteria.page ?? 1;
  if (limit < 1 || page < 1) return error(400, 'FRAMEWORK__INVALID_CRITERIA', 'The page and limit parameters must be positive.');
  let found = list.filter((e) => (criteria.filter ?? []).every((f) => matches(e, f)));
  for (const sort of [...(criteria.sort ?? [])].reverse()) {
    const direction = sort.order?.toUpperCase() === 'DESC' ? -1 : 1;
    found = [...found].sort((a, b) => (String(at(a, sort.field)) < String(at(b, sort.field)) ? -direction : String(at(a, sort.field)) > String(at(b, sort.field)) ? direction : 0));
  }
  return jsonResponse(200, { total: found.length, data: found.slice((page - 1) * limit, page * limit), aggregations: [] });
}

/**
 * A fake of the Shopware 6 Admin API: the client-credentials grant at `POST /api/oauth/token`
 * (tokens live 600 s), bearer tokens on every other route, `POST /api/search/product|order` with
 * criteria, `GET|PATCH /api/product/{id}`, and Shopware's `{ errors: [{ status, code, title, detail }] }`.
 */
export async function startShopware6Fake(options: Shopware6FakeOptions = {}): Promise<Shopware6Fake> {
  const accessKeyId = options.accessKeyId ?? DEFAULT_SHOPWARE6_ACCESS_KEY_ID;
  const secretAccessKey = options.secretAccessKey ?? 'c2VjcmV0LWFjY2Vzcy1rZXktb2YtdGhlLWZha2U';
  const seed = seedShopProducts(options.products ?? 45);
  const products: Entity[] = seed.flatMap((p) => {
    const parent: Entity = {
      id: uuid(1, p.n), parentId: null, productNumber: p.sku, name: p.name, description: p.description, active: p.active, stock: p.stock, available: p.stock > 0,
      ean: p.ean, manufacturer: { name: p.brand }, cover: { media: { url: p.image } }, price: [{ currencyId: EUR, gross: p.price, net: Math.round((p.price / 1.19) * 100) / 100, linked: true }],
      metaTitle: null, metaDescription: null, childCount: p.variants.length, createdAt: p.createdAt, updatedAt: null,
    };
    const children = p.variants.map((v): Entity => ({
      ...parent, id: uuid(2, v.n), parentId: parent.id, productNumber: v.sku, name: v.name, stock: v.stock, available: v.stock > 0, ean: v.ean, childCount: 0,
      price: [{ currencyId: EUR, gross: v.price, net: Math.round((v.price / 1.19) * 100) / 100, linked: true }],
    }));
    return [parent, ...children];
  });
  const orders: Entity[] = seedShopOrders(seed).map((o) => ({
    id: uuid(3, o.n), orderNumber: o.number, orderDateTime: o.createdAt, amountTotal: o.total, amountNet: Math.round((o.total / 1.19) * 100) / 100, shippingTotal: o.shipping,
    currency: { isoCode: 'EUR' }, stateMachineState: { technicalName: o.status === 'completed' ? 'completed' : 'open' },
    orderCustomer: { email: o.email, firstName: o.firstName, lastName: o.lastName },
    lineItems: o.lines.map((l, i) => ({ id: uuid(4, o.n * 10 + i), label: l.name, quantity: l.quantity, unitPrice: l.price, totalPrice: l.price * l.quantity, payload: { productNumber: l.sku } })),
  }));
  const tokens = new Set<string>();
  let tokensIssued = 0;

  const authorized = (req: RecordedRequest) => tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''));
  const routes = [
    route('POST', /^\/api\/oauth\/token$/, (req) => {
      const grant = jsonBody<{ grant_type?: string; client_id?: string; client_secret?: string }>(req) ?? {};
      if (grant.grant_type !== 'client_credentials') return jsonResponse(400, { errors: [{ code: '0', status: '400', title: 'The authorization grant type is not supported by the authorization server.', detail: 'Check that all required parameters have been provided' }] });
      if (grant.client_id !== accessKeyId || grant.client_secret !== secretAccessKey) {
        return jsonResponse(401, { errors: [{ code: '0', status: '401', title: 'Unauthorized', detail: 'The resource owner or authorization server denied the request.' }] });
      }
      const token = randomBytes(24).toString('base64url');
      tokens.add(token);
      tokensIssued++;
      return jsonResponse(200, { token_type: 'Bearer', expires_in: 600, access_token: token });
    }),
    route('POST', /^\/api\/search\/product$/, (req) => search(products, req)),
    route('POST', /^\/api\/search\/order$/, (req) => search(orders, req)),
    route('GET', /^\/api\/product\/([0-9a-f]{32})$/, (_req, [id]) => {
      const product = products.find((p) => p.id === id);
      return product ? jsonResponse(200, { data: product }) : error(404, 'FRAMEWORK__RESOURCE_NOT_FOUND', `The product resource with the following primary key was not found: id(${id})`);
    }),
    route('PATCH', /^\/api\/product\/([0-9a-f]{32})$/, (req, [id]) => {
      const product = products.find((p) => p.id === id);
      if (!product) return error(404, 'FRAMEWORK__RESOURCE_NOT_FOUND', `The product resource with the following primary key was not found: id(${id})`);
      const changes = jsonBody(req);
      if (!changes || Array.isArray(changes)) return error(400, 'FRAMEWORK__INVALID_REQUEST_BODY', 'The request body is not a JSON object.');
      if ('stock' in changes && !Number.isInteger(changes.stock)) return jsonResponse(400, { errors: [{ code: 'ba785a8c-82cb-4283-967c-3cf342181b40', status: '400', detail: 'This value should be of type int.', source: { pointer: '/stock' } }] });
      if ('name' in changes && (typeof changes.name !== 'string' || changes.name.trim() === '')) return jsonResponse(400, { errors: [{ code: 'c1051bb4-d103-4f74-8988-acbcafc7fdc3', status: '400', detail: 'This value should not be blank.', source: { pointer: '/name' } }] });
      Object.assign(product, changes, { updatedAt: new Date().toISOString() });
      if ('stock' in changes) product.available = (changes.stock as number) > 0;
      return { status: 204 };
    }),
  ];

  const server = await startFakeServer((req) => {
    if (req.path !== '/api/oauth/token' && !authorized(req)) {
      return jsonResponse(401, { errors: [{ status: '401', code: '9', title: 'Unauthorized', detail: 'The resource owner or authorization server denied the request.' }] });
    }
    const drift = contract.check(req.method, req.path, req.query, jsonBody(req));
    const refusal = drift && refused(drift);
    if (refusal) return refusal;
    return dispatch(routes, req, () => error(404, 'FRAMEWORK__ROUTE_NOT_FOUND', `No route found for "${req.method} ${req.path}"`));
  });
  return {
    ...server,
    accessKeyId,
    secretAccessKey,
    baseUrl: `${server.url}/api`,
    products,
    orders,
    get tokensIssued() {
      return tokensIssued;
    },
    expireTokens: () => tokens.clear(),
  };
}

/** What `runAction` needs to call a started Shopware 6 fake (a small page size shows paging). */
export function shopware6FakeConnection(fake: Shopware6Fake, pageSize = 20) {
  return {
    auth: { user: fake.accessKeyId, secret: fake.secretAccessKey },
    config: { shopUrl: 'https://shop.example.com/', pageSize },
    baseUrlOverrides: { shopware6: fake.baseUrl },
  };
}
