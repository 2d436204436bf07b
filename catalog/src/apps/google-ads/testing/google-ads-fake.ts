import { randomBytes } from 'node:crypto';
import { seedGeoTargets, seedManager, seedShopAccount } from './google-ads-demo-data.js';
import { adsFailure, FAKE_ADS_VERSION, invalidArgument, permissionDenied, unauthenticated } from './google-ads-failure.js';
import { type FakeMutation, mutate } from './google-ads-mutate.js';
import { forecastMetrics, historicalMetrics, keywordIdeas } from './google-ads-planning.js';
import { AdsQueryError, runQuery } from './google-ads-query.js';
import { FakeAdsStore } from './google-ads-store.js';
import { checkMessage, type ContractViolation, contractEnum } from './contracts/google-ads-v24/contract.js';
import { googleError } from '../../../testing/google-fake.js';
import { type FakeResponse, type FakeServer, jsonResponse, type RecordedRequest, startFakeServer } from '../../../testing/fake-server.js';

export interface GoogleAdsFakeOptions {
  /** The developer token the fake accepts in the `developer-token` header. */
  developerToken?: string;
  /** The OAuth access token it accepts as `Authorization: Bearer …`. */
  accessToken?: string;
  /** The signed-in Google user (change events name them). */
  userEmail?: string;
  /** Rows per searchStream batch (the real API streams 10,000). */
  batchSize?: number;
  /** The fake's clock (change-event windows, forecasts). */
  now?: () => Date;
  /** Customers that answer PERMISSION_DENIED whoever asks (a link the user lost). */
  deniedCustomers?: string[];
  /** At most this many keyword ideas a page, whatever `pageSize` asks (the API's own cap is 10,000). */
  ideasPageCap?: number;
}

export interface GoogleAdsFake extends FakeServer {
  developerToken: string;
  accessToken: string;
  /** The manager account (MCC) the user reaches directly; its clients need `login-customer-id`. */
  managerId: string;
  /** The shop account the user reaches directly and through the manager. */
  customerId: string;
  /** A second client of the manager, reachable only through it. */
  secondCustomerId: string;
  store: FakeAdsStore;
  /** Every operation applied, in order. */
  mutations: FakeMutation[];
  /** Every GAQL query received, with its customer. */
  queries: Array<{ customerId: string; query: string }>;
  batchSize: number;
  deniedCustomers: Set<string>;
}

export const DEFAULT_GOOGLE_ADS_DEVELOPER_TOKEN = 'fake-developer-token-ABCdef123';
export const DEFAULT_GOOGLE_ADS_ACCESS_TOKEN = 'ya29.fake-google-ads-access-token';

/** The v24 proto message each checked body (or mutate operation's resource) must follow. */
const requestMessages: Record<string, string> = {
  generateKeywordIdeas: 'GenerateKeywordIdeasRequest',
  generateKeywordHistoricalMetrics: 'GenerateKeywordHistoricalMetricsRequest',
  generateKeywordForecastMetrics: 'GenerateKeywordForecastMetricsRequest',
};
const resourceMessages: Record<string, string> = { campaigns: 'Campaign', assetGroupListingGroupFilters: 'AssetGroupListingGroupFilter' };

/** A GAQL condition on `campaign.advertising_channel_type` naming a value v24's enum does not have. */
function unknownChannel(query: string): string | undefined {
  const conditions = query.matchAll(/campaign\.advertising_channel_type\s*(?:=|!=|IN|NOT IN)\s*(\([^)]*\)|'[^']*'|"[^"]*")/gi);
  const values = [...conditions].flatMap((m) => [...m[1]!.matchAll(/['"]([^'"]*)['"]/g)].map((v) => v[1]!));
  return values.find((v) => !contractEnum('AdvertisingChannelType').includes(v));
}

/** What the REST interface answers for a body its proto does not describe. */
const contractError = (violation: ContractViolation): FakeResponse =>
  googleError(400, 'INVALID_ARGUMENT', violation.message, [{ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [{ field: violation.field, description: violation.message }] }]);

/** The first operation of a mutate body whose resource breaks the v24 proto of `message`. */
function operationViolation(message: string, body: Record<string, unknown>): ContractViolation | undefined {
  const operations = Array.isArray(body.operations) ? (body.operations as Array<Record<string, unknown>>) : [];
  for (const [index, operation] of operations.entries()) {
    for (const kind of ['create', 'update'] as const) {
      if (operation?.[kind] === undefined) continue;
      const violation = checkMessage(message, operation[kind], `operations[${index}].${kind}`);
      if (violation) return violation;
    }
  }
  return undefined;
}

function parseJson(request: RecordedRequest): { ok: true; body: Record<string, unknown> } | { ok: false; response: FakeResponse } {
  if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
    return { ok: false, response: invalidArgument('requestError', 'INVALID_INPUT', 'Invalid JSON payload received. The Content-Type must be application/json.') };
  }
  try {
    const body: unknown = JSON.parse(request.body || '{}');
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
    return { ok: true, body: body as Record<string, unknown> };
  } catch {
    return { ok: false, response: invalidArgument('requestError', 'INVALID_INPUT', 'Invalid JSON payload received.') };
  }
}

/**
 * A fake of the Google Ads REST API (`/v24`): `customers/{id}/googleAds:searchStream` with GAQL
 * checked field by field, `customers/{id}/{resources}:mutate` with operation and resource-name
 * checks, the keyword planning methods and `customers:listAccessibleCustomers`. Every call needs the
 * bearer token and the `developer-token` header; a client account is reached directly or through
 * its manager named in `login-customer-id`. Errors are `GoogleAdsFailure` bodies. The keyword planning
 * bodies and the campaign and listing group filter operations are checked against the vendored v24
 * protos (`contracts/google-ads-v24`): a field the API does not know is refused as Google refuses it.
 */
export async function startGoogleAdsFake(options: GoogleAdsFakeOptions = {}): Promise<GoogleAdsFake> {
  const developerToken = options.developerToken ?? DEFAULT_GOOGLE_ADS_DEVELOPER_TOKEN;
  const accessToken = options.accessToken ?? DEFAULT_GOOGLE_ADS_ACCESS_TOKEN;
  const userEmail = options.userEmail ?? 'ads-user@shop.example.com';
  const now = options.now ?? (() => new Date());
  const [managerId, customerId, secondCustomerId] = ['9876543210', '1234567890', '5550001111'];
  const store = new FakeAdsStore();
  seedGeoTargets(store);
  seedManager(store, managerId, [{ id: customerId, name: 'Shoe shop' }, { id: secondCustomerId, name: 'Bag shop' }]);
  seedShopAccount(store, customerId, 'Shoe shop', now());
  seedShopAccount(store, secondCustomerId, 'Bag shop', now());
  const direct = new Set([managerId, customerId]);
  const mutations: FakeMutation[] = [];
  const queries: GoogleAdsFake['queries'] = [];

  const reachable = (target: string, login: string | undefined): boolean => {
    if (fake.deniedCustomers.has(target)) return false;
    if (login === undefined) return direct.has(target);
    if (!direct.has(login)) return false;
    return target === login || store.get(`customers/${login}/customerClients/${target}`) !== undefined;
  };

  const handler = (request: RecordedRequest): FakeResponse => {
    const prefix = `/${FAKE_ADS_VERSION}/`;
    if (!request.path.startsWith(prefix)) return { status: 404, headers: { 'content-type': 'text/html' }, body: '<p>The requested URL was not found on this server.</p>' };
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (bearer === undefined) return unauthenticated('OAUTH_TOKEN_HEADER_INVALID', 'Request is missing required authentication credential.');
    if (bearer !== accessToken) return unauthenticated('OAUTH_TOKEN_INVALID', 'Request had invalid authentication credentials. Expected OAuth 2 access token.');
    const token = request.headers['developer-token'];
    if (token === undefined) return unauthenticated('DEVELOPER_TOKEN_PARAMETER_MISSING', 'The developer token is not on the request.');
    if (token !== developerToken) return unauthenticated('DEVELOPER_TOKEN_INVALID', 'The developer token is not valid.');
    const login = request.headers['login-customer-id'];
    if (login !== undefined && !/^\d{10}$/.test(login)) return invalidArgument('headerError', 'INVALID_LOGIN_CUSTOMER_ID', 'The login customer ID could not be validated.');
    const rest = request.path.slice(prefix.length);
    if (rest === 'customers:listAccessibleCustomers') {
      if (request.method !== 'GET') return adsFailure(404, []);
      return jsonResponse(200, { resourceNames: [...direct].map((id) => `customers/${id}`) });
    }
    const match = /^customers\/([^/:]+)(?:\/([A-Za-z]+))?:([A-Za-z]+)$/.exec(rest);
    if (!match || request.method !== 'POST') return adsFailure(404, []);
    const [, target = '', service, method = ''] = match;
    if (!/^\d{10}$/.test(target)) return invalidArgument('requestError', 'INVALID_CUSTOMER_ID', 'Customer ID is invalid.', 'customer_id');
    if (!reachable(target, login)) return permissionDenied();
    const parsed = parseJson(request);
    if (!parsed.ok) return parsed.response;
    const body = parsed.body;
    if (service === 'googleAds' && method === 'searchStream') {
      if (typeof body.query !== 'string' || body.query.trim() === '') return invalidArgument('queryError', 'QUERY_ERROR', 'The query is empty.', 'query');
      queries.push({ customerId: target, query: body.query });
      const channel = unknownChannel(body.query);
      if (channel !== undefined) return invalidArgument('queryError', 'BAD_ENUM_CONSTANT', `Error in campaign.advertising_channel_type: invalid enum constant '${channel}'.`, 'query');
      try {
        const { rows, fieldMask } = runQuery(store, target, body.query, now());
        const requestId = randomBytes(11).toString('base64url');
        const batches = [];
        for (let i = 0; i === 0 || i < rows.length; i += fake.batchSize) {
          const chunk = rows.slice(i, i + fake.batchSize);
          batches.push({ ...(chunk.length > 0 ? { results: chunk } : {}), fieldMask, requestId });
        }
        batches[batches.length - 1] = { ...batches[batches.length - 1]!, queryResourceConsumption: String(rows.length + 10) };
        return jsonResponse(200, batches);
      } catch (error) {
        if (error instanceof AdsQueryError) return invalidArgument(error.kind, error.code, error.message, 'query');
        throw error;
      }
    }
    if (service !== undefined && method === 'mutate') {
      const resourceMessage = resourceMessages[service];
      const violation = resourceMessage === undefined ? undefined : operationViolation(resourceMessage, body);
      if (violation) return contractError(violation);
      if (body.partialFailure === true) return invalidArgument('requestError', 'UNSUPPORTED', 'The fake does not support partial failure.');
      const before = body.validateOnly === true ? new Map(store.entities) : undefined;
      const result = mutate(store, target, service, body, { userEmail, now: now() });
      if ('errors' in result) return adsFailure(400, result.errors);
      if (before) {
        store.entities.clear();
        for (const [key, value] of before) store.entities.set(key, value);
      } else mutations.push(...result.mutations);
      return jsonResponse(200, { results: result.results });
    }
    const planners: Record<string, (body: Record<string, unknown>, now: Date, cap?: number) => ReturnType<typeof keywordIdeas>> = {
      generateKeywordIdeas: keywordIdeas,
      generateKeywordHistoricalMetrics: historicalMetrics,
      generateKeywordForecastMetrics: forecastMetrics,
    };
    const planner = service === undefined ? planners[method] : undefined;
    if (!planner) return adsFailure(404, []);
    const violation = checkMessage(requestMessages[method]!, body);
    if (violation) return contractError(violation);
    const answer = planner(body, now(), options.ideasPageCap);
    return 'errors' in answer ? adsFailure(400, answer.errors) : jsonResponse(200, answer.body);
  };

  const server = await startFakeServer(handler);
  const fake: GoogleAdsFake = Object.assign(server, {
    developerToken,
    accessToken,
    managerId,
    customerId,
    secondCustomerId,
    store,
    mutations,
    queries,
    batchSize: options.batchSize ?? 10_000,
    deniedCustomers: new Set(options.deniedCustomers ?? []),
  });
  return fake;
}
