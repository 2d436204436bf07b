import { type ContractViolation, OpenApiContract } from '../../../testing/contracts/openapi-contract.js';
import { dispatch, jsonBody, route } from '../../../testing/fake-router.js';
import { type FakeServer, jsonResponse, type RecordedRequest, startFakeServer } from '../../../testing/fake-server.js';
import { seedShopOrders, seedShopProducts } from '../../../testing/shop-seed.js';

export interface Shopware5FakeOptions {
  username?: string;
  apiKey?: string;
  products?: number;
}

type Entity = Record<string, unknown> & { id: number };

export interface Shopware5Fake extends FakeServer {
  username: string;
  apiKey: string;
  /** `<url>/api`: the app's base URL override. */
  baseUrl: string;
  articles: Entity[];
  /** Every article's details (its variants; `kind` 1 is the main one). */
  details: Entity[];
  orders: Entity[];
}

const failure = (status: number, message: string) => jsonResponse(status, { success: false, message });

/** Shopware 5's REST API as its guide describes it (see `catalog/src/testing/contracts/README.md`). */
const contract = OpenApiContract.load(new URL('./contracts/rest-api.json', import.meta.url));

/** A request that drifts from the contract, answered as Shopware 5 answers a bad one (`{ success: false, message }`). */
function refused(drift: ContractViolation) {
  const field = (at: Array<string | number>) => at.map(String).join('.');
  switch (drift.kind) {
    case 'unknown-operation':
      return undefined;
    case 'unknown-parameter':
      return failure(400, `Unknown parameter: ${drift.name}`);
    case 'unknown-field':
      return failure(400, `Validation error: ${field([...drift.at, drift.name])}: This field was not expected.`);
    case 'missing':
      return failure(400, `Validation error: ${field([...drift.at, drift.name])}: This value should not be blank.`);
    case 'type':
      return failure(400, `Validation error: ${field(drift.at)}: This value should be of type ${drift.expected}.`);
    case 'enum':
      return failure(400, `Validation error: ${field(drift.at)}: The value you selected is not a valid choice.`);
  }
}

/** `?limit=&start=` of a list, with `total` as Shopware 5 answers it. */
function listed(list: readonly Entity[], req: RecordedRequest) {
  const limit = Number(req.query.get('limit') ?? 1000);
  const start = Number(req.query.get('start') ?? 0);
  return jsonResponse(200, { data: list.slice(start, start + limit), total: list.length, success: true });
}

/** `filter[i][property|expression|value]` conditions, all of which must hold. */
function filtered(list: Entity[], req: RecordedRequest): Entity[] {
  const filters: Array<{ property?: string; expression?: string; value?: string }> = [];
  for (const [key, value] of req.query) {
    const m = /^filter\[(\d+)\]\[(property|expression|value)\]$/.exec(key);
    if (m) (filters[Number(m[1])] ??= {})[m[2] as 'property'] = value;
  }
  return list.filter((e) =>
    filters.filter(Boolean).every((f) => {
      const actual = String(e[f.property ?? ''] ?? '');
      const wanted = f.value ?? '';
      switch (f.expression ?? '=') {
        case '>=':
          return actual >= wanted;
        case '<=':
          return actual <= wanted;
        case 'LIKE':
          return actual.includes(wanted.replace(/%/g, ''));
        default:
          return actual === wanted;
      }
    }),
  );
}

/**
 * A fake of the Shopware 5 REST API under `/api`: HTTP basic auth with the user's name and API key,
 * articles (list, one with details, supplier, tax and images; update by PUT), variants, orders with
 * filters, media, `limit`/`start` paging with `total`, and `{ success: false, message }` errors.
 */
export async function startShopware5Fake(options: Shopware5FakeOptions = {}): Promise<Shopware5Fake> {
  const username = options.username ?? 'api-user';
  const apiKey = options.apiKey ?? 'Xk3mW9pQ2vR7tY5uI1oP8aS4dF6gH0jK';
  const seed = seedShopProducts(options.products ?? 45);
  const net = (gross: number) => Math.round((gross / 1.19) * 10000) / 10000;
  const details: Entity[] = seed.flatMap((p) =>
    p.variants.map((v, i) => ({
      id: v.n, articleId: p.n, number: v.sku, kind: i === 0 ? 1 : 2, additionalText: v.name.slice(-1), active: p.active, inStock: v.stock, ean: v.ean,
      prices: [{ customerGroupKey: 'EK', price: net(v.price) }],
    })),
  );
  const articles: Entity[] = seed.map((p) => ({
    id: p.n, mainDetailId: p.n * 10 + 1, name: p.name, description: '', descriptionLong: p.description, active: p.active, metaTitle: null, keywords: null,
    changed: p.createdAt.slice(0, 19), added: p.createdAt.slice(0, 19), supplier: { id: p.n % 2 ? 1 : 2, name: p.brand }, tax: { id: 1, tax: '19.00', name: '19%' },
    images: [{ id: 3000 + p.n, mediaId: 4000 + p.n, main: 1, position: 1, path: `product-${p.n}`, extension: 'jpg' }],
  }));
  const orders: Entity[] = seedShopOrders(seed).map((o) => ({
    id: o.n, number: o.number, orderTime: o.createdAt.slice(0, 19).replace('T', ' '), orderStatusId: o.status === 'completed' ? 2 : 1, paymentStatusId: 12,
    invoiceAmount: o.total, invoiceAmountNet: net(o.total), invoiceShipping: o.shipping, currency: 'EUR', customer: { id: 8000 + o.n, email: o.email },
  }));
  const expected = `Basic ${Buffer.from(`${username}:${apiKey}`).toString('base64')}`;
  const article = (id: string | undefined) => articles.find((a) => a.id === Number(id));
  const routes = [
    route('GET', /^\/api\/articles$/, (req) => listed(filtered(articles, req).map(({ supplier: _s, tax: _t, images: _i, ...flat }) => flat as Entity), req)),
    route('GET', /^\/api\/articles\/(\d+)$/, (_req, [id]) => {
      const a = article(id);
      if (!a) return failure(404, `Article by id ${id} not found`);
      const variants = details.filter((d) => d.articleId === a.id);
      return jsonResponse(200, { data: { ...a, mainDetail: variants.find((d) => d.kind === 1), details: variants.filter((d) => d.kind !== 1) }, success: true });
    }),
    route('PUT', /^\/api\/articles\/(\d+)$/, (req, [id]) => {
      const a = article(id);
      if (!a) return failure(404, `Article by id ${id} not found`);
      const { mainDetail, ...fields } = jsonBody<Record<string, unknown> & { mainDetail?: Record<string, unknown> }>(req) ?? {};
      if ('name' in fields && (typeof fields.name !== 'string' || fields.name.trim() === '')) return failure(400, 'Validation error: name: This value should not be blank.');
      Object.assign(a, fields, { changed: new Date().toISOString().slice(0, 19) });
      if (mainDetail) Object.assign(details.find((d) => d.articleId === a.id && d.kind === 1) ?? {}, mainDetail);
      return jsonResponse(200, { success: true, data: { id: a.id, location: `/api/articles/${a.id}` } });
    }),
    route('GET', /^\/api\/variants$/, (req) => listed(filtered(details, req), req)),
    route('GET', /^\/api\/orders$/, (req) => listed(filtered(orders, req), req)),
    route('GET', /^\/api\/media\/(\d+)$/, (_req, [id]) => {
      const a = articles.find((x) => (x.images as Array<{ mediaId: number }>)[0]?.mediaId === Number(id));
      return a ? jsonResponse(200, { data: { id: Number(id), name: `product-${a.id}`, path: `https://shop.example.com/media/image/product-${a.id}.jpg` }, success: true }) : failure(404, `Media by id ${id} not found`);
    }),
  ];
  const server = await startFakeServer((req) => {
    if (req.headers.authorization !== expected) return failure(401, 'Invalid or missing auth');
    const drift = contract.check(req.method, req.path, req.query, jsonBody(req));
    return (drift && refused(drift)) ?? dispatch(routes, req, () => failure(404, 'Route not found'));
  });
  return { ...server, username, apiKey, baseUrl: `${server.url}/api`, articles, details, orders };
}

/** What `runAction` needs to call a started Shopware 5 fake. */
export function shopware5FakeConnection(fake: Shopware5Fake) {
  return { auth: { user: fake.username, secret: fake.apiKey }, config: { shopUrl: 'https://shop.example.com/' }, baseUrlOverrides: { shopware5: fake.baseUrl } };
}
