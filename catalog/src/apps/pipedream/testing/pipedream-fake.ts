import { randomBytes } from 'node:crypto';
import { type ContractViolation, OpenApiContract } from '../../../testing/contracts/openapi-contract.js';
import { type FakeResponse, type FakeServer, jsonResponse, startFakeServer } from '../../../testing/fake-server.js';
import { jsonBody } from '../../../testing/fake-router.js';

export interface PipedreamFakeOptions {
  clientId?: string;
  clientSecret?: string;
  projectId?: string;
  environment?: 'production' | 'development';
}

/** A connected account of an external user in the project. */
export interface PipedreamFakeAccount {
  id: string;
  externalUserId: string;
  appSlug: string;
  healthy: boolean;
}

/** A request the proxy forwarded: the decoded target, the account and the forwarded headers. */
export interface PipedreamFakeProxied {
  method: string;
  url: string;
  accountId: string;
  headers: Record<string, string>;
  body: string;
}

export interface PipedreamFake extends FakeServer {
  /** `<url>/v1`: the app's base URL on the fake. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  projectId: string;
  environment: string;
  accounts: PipedreamFakeAccount[];
  proxied: PipedreamFakeProxied[];
  runs: Array<{ id: string; externalUserId: string; configuredProps: Record<string, unknown> }>;
  /** What the upstream API answers to a proxied request (default: `{ ok: true }`). */
  upstream: (request: PipedreamFakeProxied) => unknown;
  /** Prebuilt actions the fake can run: component key → function of the configured props. */
  components: Map<string, (props: Record<string, unknown>) => { exports?: Record<string, unknown>; ret?: unknown }>;
}

const error = (status: number, message: string): FakeResponse => jsonResponse(status, { error: message });

/** Connect's operations as Pipedream's reference pages describe them (see `catalog/src/testing/contracts/README.md`). */
const contract = OpenApiContract.load(new URL('./contracts/connect-v1.json', import.meta.url));

/** A request that drifts from the contract, answered in Pipedream's error shape (`{ error }`). */
function refused(drift: ContractViolation): FakeResponse | undefined {
  const field = (at: Array<string | number>) => at.map(String).join('.');
  switch (drift.kind) {
    case 'unknown-operation':
      return undefined;
    case 'unknown-parameter':
      return error(400, `unknown query parameter: ${drift.name}`);
    case 'unknown-field':
      return error(400, `unknown field: ${field([...drift.at, drift.name])}`);
    case 'missing':
      return error(400, `${field([...drift.at, drift.name])} is required`);
    case 'type':
      return error(400, `${field(drift.at)} must be a ${drift.expected}`);
    case 'enum':
      return error(400, `${field(drift.at)} must be one of: ${drift.allowed.map(String).join(', ')}`);
  }
}

/**
 * A fake of Pipedream Connect for one project: the client-credentials token endpoint
 * (`POST /v1/oauth/token`), connected accounts by external user and app, the proxy
 * (`/v1/connect/<project>/proxy/<base64 url>?external_user_id&account_id`, `x-pd-proxy-*` headers
 * forwarded) and running prebuilt actions (`POST /v1/connect/<project>/actions/run`). Every Connect
 * call needs the bearer token and the `x-pd-environment` header.
 */
export async function startPipedreamFake(options: PipedreamFakeOptions = {}): Promise<PipedreamFake> {
  const clientId = options.clientId ?? 'pd-client-id';
  const clientSecret = options.clientSecret ?? 'pd-client-SECRET';
  const projectId = options.projectId ?? 'proj_fake123';
  const environment = options.environment ?? 'production';
  const tokens = new Set<string>();

  const server = await startFakeServer((req) => {
    const drift = contract.check(req.method, req.path, req.query, jsonBody(req));
    const refusal = drift && refused(drift);
    if (refusal) return refusal;
    if (req.method === 'POST' && req.path === '/v1/oauth/token') {
      const grant = JSON.parse(req.body || '{}') as Record<string, string>;
      if (grant.grant_type !== 'client_credentials' || grant.client_id !== clientId || grant.client_secret !== clientSecret) {
        return jsonResponse(401, { error: 'invalid_client', error_description: 'Client authentication failed' });
      }
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      return jsonResponse(200, { access_token: token, token_type: 'Bearer', expires_in: 3600, created_at: Math.floor(Date.now() / 1000) });
    }
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !tokens.has(token)) return error(401, 'invalid or expired token');
    const match = /^\/v1\/connect\/([^/]+)(\/.*)$/.exec(req.path);
    if (!match) return error(404, 'not found');
    if (decodeURIComponent(match[1]!) !== projectId) return error(404, 'project not found');
    if (req.headers['x-pd-environment'] !== environment) return error(400, `the x-pd-environment header must name the project environment (${environment})`);
    const rest = match[2]!;
    const externalUserId = req.query.get('external_user_id');
    if (req.method === 'GET' && rest === '/accounts') {
      const app = req.query.get('app');
      const found = fake.accounts.filter((a) => (!externalUserId || a.externalUserId === externalUserId) && (!app || a.appSlug === app));
      const limit = Number(req.query.get('limit') ?? 100);
      return jsonResponse(200, {
        page_info: { total_count: found.length, count: Math.min(found.length, limit) },
        data: found.slice(0, limit).map((a) => ({ id: a.id, name: null, external_id: a.externalUserId, healthy: a.healthy, dead: a.healthy ? null : true, app: { name_slug: a.appSlug } })),
      });
    }
    const proxy = /^\/proxy\/([^/]+)$/.exec(rest);
    if (proxy) {
      const accountId = req.query.get('account_id');
      const account = fake.accounts.find((a) => a.id === accountId && a.externalUserId === externalUserId);
      if (!account) return error(404, 'account not found for this external user');
      const url = Buffer.from(decodeURIComponent(proxy[1]!), 'base64').toString('utf8');
      if (!/^https:\/\//.test(url)) return error(400, 'the proxied url must be https');
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => k.startsWith('x-pd-proxy-')).map(([k, v]) => [k.slice('x-pd-proxy-'.length), v]));
      const forwarded = { method: req.method, url, accountId: account.id, headers, body: req.body };
      fake.proxied.push(forwarded);
      return jsonResponse(200, fake.upstream(forwarded));
    }
    if (req.method === 'POST' && rest === '/actions/run') {
      const body = JSON.parse(req.body || '{}') as { id?: string; external_user_id?: string; configured_props?: Record<string, unknown> };
      if (!body.external_user_id) return error(400, 'external_user_id is required');
      const component = body.id ? fake.components.get(body.id) : undefined;
      if (!component) return error(404, `component ${String(body.id)} not found`);
      const props = body.configured_props ?? {};
      const auth = Object.values(props).find((v): v is { authProvisionId: string } => typeof (v as { authProvisionId?: unknown })?.authProvisionId === 'string');
      if (!auth || !fake.accounts.some((a) => a.id === auth.authProvisionId && a.externalUserId === body.external_user_id)) {
        return error(400, 'the app prop must name a connected account (authProvisionId) of this external user');
      }
      fake.runs.push({ id: body.id!, externalUserId: body.external_user_id, configuredProps: props });
      const result = component(props);
      return jsonResponse(200, { exports: result.exports ?? {}, os: [], ret: result.ret ?? null, stashId: null });
    }
    return error(404, 'not found');
  });
  // The handler reads the fake's own fields (it runs after this line), so a test may replace `upstream`.
  const fake: PipedreamFake = Object.assign(server, {
    baseUrl: `${server.url}/v1`,
    clientId,
    clientSecret,
    projectId,
    environment,
    accounts: [] as PipedreamFakeAccount[],
    proxied: [] as PipedreamFakeProxied[],
    runs: [] as PipedreamFake['runs'],
    upstream: (() => ({ ok: true })) as PipedreamFake['upstream'],
    components: new Map<string, (props: Record<string, unknown>) => { exports?: Record<string, unknown>; ret?: unknown }>(),
  });
  return fake;
}
