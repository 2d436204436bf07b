import { SHOPIFY_API_VERSION } from '../app.js';
import { type FakeServer, jsonResponse, startFakeServer } from '../../../testing/fake-server.js';
import { GraphqlSyntaxError, parseGraphqlDocument, usedVariables } from './graphql-document.js';
import { actualCost, GraphqlFieldError, project, requestedCost } from './graphql-execute.js';
import { shopifyMutationRoot } from './shopify-mutations.js';
import { shopifyQueryRoot } from './shopify-queries.js';
import { seedShopifyStore, type ShopifySeed, type ShopifyStore } from './shopify-store.js';
import { shopifyViews } from './shopify-views.js';

export interface ShopifyFakeOptions {
  /** The Admin API access token the fake accepts (`X-Shopify-Access-Token`). */
  accessToken?: string;
  seed?: ShopifySeed;
  /** The cost bucket: its size and how many points come back a second. */
  bucket?: { maximumAvailable?: number; restoreRate?: number; currentlyAvailable?: number };
}

export interface ShopifyFake extends FakeServer {
  accessToken: string;
  /** The store's records; tests read and change them. */
  store: ShopifyStore;
  /** How many requests were answered THROTTLED. */
  readonly throttled: number;
  /** The store domain to put in a connection config (`tandem-test.myshopify.com`). */
  storeDomain: string;
  /** The Admin API's base URL on the fake (`<url>/admin/api/<version>`): the app's base URL override. */
  baseUrl: string;
}

export const DEFAULT_SHOPIFY_ACCESS_TOKEN = 'shpat_0123456789abcdef0123456789abcdef';

/**
 * A fake of the Shopify Admin GraphQL API: `POST /admin/api/<version>/graphql.json` with
 * `X-Shopify-Access-Token`, `{ query, variables }`. It answers only the selected fields, computes
 * each query's requested cost and keeps a leaky bucket: a query costing more than what is left is
 * answered HTTP 200 with `errors[0].extensions.code = "THROTTLED"` and `extensions.cost.throttleStatus`.
 */
export async function startShopifyFake(options: ShopifyFakeOptions = {}): Promise<ShopifyFake> {
  const accessToken = options.accessToken ?? DEFAULT_SHOPIFY_ACCESS_TOKEN;
  const store = seedShopifyStore(options.seed);
  // A standard plan's bucket; it refills faster than the real one (100 a second) so tests do not wait.
  const maximumAvailable = options.bucket?.maximumAvailable ?? 1000;
  const restoreRate = options.bucket?.restoreRate ?? 1000;
  let available = options.bucket?.currentlyAvailable ?? maximumAvailable;
  let lastRefill = Date.now();
  let throttled = 0;
  const refill = () => {
    const now = Date.now();
    available = Math.min(maximumAvailable, available + ((now - lastRefill) / 1000) * restoreRate);
    lastRefill = now;
  };
  const throttleStatus = () => ({ maximumAvailable, currentlyAvailable: Math.floor(available), restoreRate });

  const server = await startFakeServer((req) => {
    if (!/^\/admin\/api\/\d{4}-\d{2}\/graphql\.json$/.test(req.path)) return jsonResponse(404, { errors: 'Not Found' });
    if (req.headers['x-shopify-access-token'] !== accessToken) {
      return jsonResponse(401, { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
    }
    if (req.method !== 'POST') return jsonResponse(405, { errors: 'Method Not Allowed' });
    let body: { query?: unknown; variables?: unknown };
    try {
      body = JSON.parse(req.body) as typeof body;
    } catch {
      return jsonResponse(400, { errors: 'Bad Request' });
    }
    if (typeof body.query !== 'string') return jsonResponse(400, { errors: { query: 'Required parameter missing or invalid' } });
    const variables = (body.variables ?? {}) as Record<string, unknown>;
    try {
      const operation = parseGraphqlDocument(body.query);
      // Shopify checks the variables against the operation's declarations before running it.
      const declared = new Set(operation.declared);
      const undeclared = [...usedVariables(operation.selections)].find((name) => !declared.has(name));
      if (undeclared !== undefined) return jsonResponse(200, { errors: [{ message: `Variable $${undeclared} is used by anonymous query but not declared`, extensions: { code: 'variableNotDefined', variableName: undeclared } }] });
      const extra = Object.keys(variables).find((name) => !declared.has(name));
      if (extra !== undefined) return jsonResponse(200, { errors: [{ message: `Variable $${extra} was provided but is not declared by the operation`, extensions: { code: 'variableNotDeclared', variableName: extra } }] });
      const cost = requestedCost(operation.selections, variables, operation.kind === 'mutation');
      refill();
      if (cost > maximumAvailable) {
        return jsonResponse(200, {
          errors: [{ message: `Query cost is ${cost}, which exceeds the single query max cost limit (${maximumAvailable}).`, extensions: { code: 'MAX_COST_EXCEEDED', cost, maxCost: maximumAvailable } }],
          extensions: { cost: { requestedQueryCost: cost, actualQueryCost: null, throttleStatus: throttleStatus() } },
        });
      }
      if (cost > available) {
        throttled++;
        return jsonResponse(200, {
          errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' } }],
          extensions: { cost: { requestedQueryCost: cost, actualQueryCost: null, throttleStatus: throttleStatus() } },
        });
      }
      const views = shopifyViews(store);
      const mutation = operation.kind === 'mutation';
      const data = project(mutation ? shopifyMutationRoot(store, views) : shopifyQueryRoot(store, views), operation.selections, variables);
      const actual = Math.min(cost, actualCost(operation.selections, data, mutation));
      available -= actual;
      return jsonResponse(200, { data, extensions: { cost: { requestedQueryCost: cost, actualQueryCost: actual, throttleStatus: throttleStatus() } } });
    } catch (error) {
      if (error instanceof GraphqlSyntaxError) return jsonResponse(200, { errors: [{ message: error.message, locations: [{ line: 1, column: 1 }] }] });
      if (error instanceof GraphqlFieldError) {
        return jsonResponse(200, { data: null, errors: [{ message: error.message, extensions: error.code ? { code: error.code } : {} }] });
      }
      throw error;
    }
  });
  return {
    ...server,
    accessToken,
    store,
    storeDomain: 'tandem-test.myshopify.com',
    baseUrl: `${server.url}/admin/api/${SHOPIFY_API_VERSION}`,
    get throttled() {
      return throttled;
    },
  };
}

/** What `runAction` needs to call a started Shopify fake: the connection's auth and config, the override. */
export function shopifyFakeConnection(fake: ShopifyFake & { baseUrlOverrides?: Record<string, string> }) {
  return {
    auth: { user: 'api-key', secret: 'api-secret-key', token: fake.accessToken },
    config: { store: fake.storeDomain, currency: 'EUR' },
    baseUrlOverrides: fake.baseUrlOverrides ?? { shopify: fake.baseUrl },
  };
}
