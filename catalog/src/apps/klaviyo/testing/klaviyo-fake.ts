import { randomBytes } from 'node:crypto';
import { type ContractViolation, OpenApiContract } from '../../../testing/contracts/openapi-contract.js';
import { type FakeResponse, type FakeServer, jsonResponse, type RecordedRequest, startFakeServer } from '../../../testing/fake-server.js';

export interface KlaviyoFakeOptions {
  accessToken?: string;
  /** Lists per page of `GET /api/lists` (the real API gives 10). */
  listPageSize?: number;
}

type Attributes = Record<string, unknown>;
export interface KlaviyoFakeRecord {
  id: string;
  attributes: Attributes;
}

export interface KlaviyoFake extends FakeServer {
  /** `<url>/api`: the app's base URL on the fake. */
  baseUrl: string;
  accessToken: string;
  lists: KlaviyoFakeRecord[];
  profiles: KlaviyoFakeRecord[];
  /** List id → emails or phone numbers subscribed through the list. */
  subscriptions: Map<string, Set<string>>;
  events: Array<{ metric: string; email: string; uniqueId: string; attributes: Attributes }>;
  /** Campaign statistics the values report answers, by campaign id. */
  campaignStats: Map<string, Record<string, number>>;
}

const JSON_API = 'application/vnd.api+json';
const newId = () => randomBytes(13).toString('base64url').toUpperCase().replace(/[^A-Z0-9]/g, 'X').slice(0, 26);

const errors = (status: number, code: string, title: string, detail: string, pointer?: string, parameter?: string): FakeResponse =>
  jsonResponse(status, { errors: [{ id: randomBytes(8).toString('hex'), status, code, title, detail, source: pointer ? { pointer } : parameter ? { parameter } : {}, links: {}, meta: {} }] }, { 'content-type': JSON_API });

/** Klaviyo's published OpenAPI, cut to the operations the app calls (see `catalog/src/testing/contracts/README.md`). */
const contract = OpenApiContract.load(new URL('./contracts/openapi-2025-07-15.json', import.meta.url));

/** A request that drifts from the contract, answered as Klaviyo answers one (400 `invalid`, a JSON pointer). */
function refused(drift: ContractViolation): FakeResponse | undefined {
  const pointer = (at: Array<string | number>, name?: string) => `/${[...at, ...(name ? [name] : [])].join('/')}`;
  switch (drift.kind) {
    case 'unknown-operation':
      return undefined;
    case 'unknown-parameter':
      return errors(400, 'invalid', 'Invalid input.', `'${drift.name}' is not a valid query parameter.`, undefined, drift.name);
    case 'unknown-field':
      return errors(400, 'invalid', 'Invalid input.', `'${drift.name}' is not a valid field for the resource.`, pointer(drift.at, drift.name));
    case 'missing':
      return errors(400, 'invalid', 'Invalid input.', `'${drift.name}' is a required field.`, pointer(drift.at, drift.name));
    case 'type':
      return errors(400, 'invalid', 'Invalid input.', `${JSON.stringify(drift.value)} is not of type ${drift.expected}.`, pointer(drift.at));
    case 'enum':
      return errors(400, 'invalid', 'Invalid input.', `'${String(drift.value)}' is not a valid choice for '${drift.at.at(-1)}'. Valid choices are: ${drift.allowed.map(String).join(', ')}.`, drift.at.length > 1 ? pointer(drift.at) : undefined, drift.at.length > 1 ? undefined : String(drift.at[0]));
  }
}

const document = (status: number, body: unknown): FakeResponse => jsonResponse(status, body, { 'content-type': JSON_API });

/**
 * A fake of Klaviyo's JSON:API (`/api/...`) with OAuth bearer tokens: a dated `revision` header on
 * every call, JSON:API bodies with the media type on writes, cursor pages (`links.next`), lists,
 * profile lookup by `equals(email,"…")` and import, subscription jobs (202), events (202, one per
 * `unique_id`), campaign values reports and the account. Errors are `{ errors: [{ status, code, title, detail, source }] }`.
 * Every request is checked against Klaviyo's published OpenAPI (query parameters, body fields, types, enums).
 */
export async function startKlaviyoFake(options: KlaviyoFakeOptions = {}): Promise<KlaviyoFake> {
  const accessToken = options.accessToken ?? 'kl-oauth-fake-token';
  const pageSize = options.listPageSize ?? 10;
  const lists: KlaviyoFakeRecord[] = [];
  const profiles: KlaviyoFakeRecord[] = [];
  const subscriptions = new Map<string, Set<string>>();
  const events: KlaviyoFake['events'] = [];
  const campaignStats = new Map<string, Record<string, number>>();

  function page(req: RecordedRequest, type: string, records: KlaviyoFakeRecord[], size: number): FakeResponse {
    const start = Number(req.query.get('page[cursor]') ?? 0);
    const slice = records.slice(start, start + size);
    const next = start + size < records.length ? new URLSearchParams(req.query) : undefined;
    next?.set('page[cursor]', String(start + size));
    const base = `http://${req.headers.host}${req.path}`;
    return document(200, {
      data: slice.map((r) => ({ type, id: r.id, attributes: r.attributes, links: { self: `${base}/${r.id}/` } })),
      links: { self: base, next: next ? `${base}?${next.toString()}` : null, prev: null },
    });
  }

  function body(req: RecordedRequest, type: string): { data: Record<string, unknown> } | FakeResponse {
    if (!(req.headers['content-type'] ?? '').startsWith(JSON_API)) return errors(415, 'unsupported_media_type', 'Unsupported media type.', `Unsupported media type "${req.headers['content-type']}" in request.`);
    try {
      const parsed = JSON.parse(req.body) as { data?: Record<string, unknown> };
      if (parsed.data?.type !== type) return errors(409, 'conflict', 'Conflict.', `The type "${String(parsed.data?.type)}" does not match the endpoint's type "${type}".`, '/data/type');
      return parsed as { data: Record<string, unknown> };
    } catch {
      return errors(400, 'parse_error', 'Malformed request.', 'JSON parse error', '/data');
    }
  }

  const server = await startFakeServer((req) => {
    if (req.headers.authorization !== `Bearer ${accessToken}`) return errors(401, 'not_authenticated', 'Authentication credentials were not provided.', 'Missing or invalid access token.');
    if (!/^\d{4}-\d{2}-\d{2}(\.\w+)?$/.test(req.headers.revision ?? '')) return errors(400, 'invalid', 'Invalid input.', 'Missing or invalid revision header.', '/headers/revision');
    const path = req.path.replace(/\/$/, '');
    let sent: unknown;
    try {
      sent = req.method === 'POST' ? JSON.parse(req.body) : undefined;
    } catch {
      sent = undefined; // answered below as a parse error
    }
    const drift = contract.check(req.method, path, req.query, sent);
    const refusal = drift && refused(drift);
    if (refusal) return refusal;
    if (req.method === 'GET' && path === '/api/accounts') return page(req, 'account', [{ id: 'AbC123', attributes: { contact_information: { organization_name: 'Fake shop' } } }], 10);
    if (req.method === 'GET' && path === '/api/lists') return page(req, 'list', lists, pageSize);
    if (req.method === 'GET' && path === '/api/profiles') {
      const filter = req.query.get('filter');
      const email = filter ? /^equals\(email,"((?:[^"\\]|\\.)*)"\)$/.exec(filter)?.[1] : undefined;
      if (filter && email === undefined) return errors(400, 'invalid', 'Invalid input.', `Invalid filter provided: ${filter}`, '/filter');
      return page(req, 'profile', email === undefined ? profiles : profiles.filter((p) => p.attributes.email === email), 20);
    }
    if (req.method !== 'POST') return errors(405, 'method_not_allowed', 'Method not allowed.', `Method "${req.method}" not allowed.`);
    if (path === '/api/profile-import') {
      const parsed = body(req, 'profile');
      if (!('data' in parsed)) return parsed;
      const attributes = parsed.data.attributes as Attributes;
      if (!attributes?.email && !attributes?.phone_number && !attributes?.external_id) {
        return errors(400, 'invalid', 'Invalid input.', 'One of `email`, `phone_number`, or `external_id` is required.', '/data/attributes');
      }
      const defined = Object.fromEntries(Object.entries(attributes).filter(([, v]) => v !== undefined && v !== null));
      const existing = profiles.find((p) => (defined.email && p.attributes.email === defined.email) || (defined.external_id && p.attributes.external_id === defined.external_id));
      const now = new Date().toISOString();
      if (existing) {
        existing.attributes = { ...existing.attributes, ...defined, updated: now };
        return document(200, { data: { type: 'profile', id: existing.id, attributes: existing.attributes } });
      }
      const created = { id: newId(), attributes: { ...defined, created: now, updated: now } };
      profiles.push(created);
      return document(201, { data: { type: 'profile', id: created.id, attributes: created.attributes } });
    }
    const job = /^\/api\/(profile-subscription-bulk-(?:create|delete)-job)s$/.exec(path)?.[1];
    if (job) {
      const parsed = body(req, job);
      if (!('data' in parsed)) return parsed;
      const listId = (parsed.data.relationships as { list?: { data?: { id?: string } } } | undefined)?.list?.data?.id;
      if (!listId || !lists.some((l) => l.id === listId)) return errors(404, 'not_found', 'Not found.', `A list with id ${String(listId)} does not exist.`, '/data/relationships/list');
      const entries = ((parsed.data.attributes as { profiles?: { data?: Array<{ attributes: Attributes }> } }).profiles?.data ?? []);
      const members = subscriptions.get(listId) ?? new Set<string>();
      for (const { attributes } of entries) {
        const id = String(attributes.email ?? attributes.phone_number);
        if (job.includes('create')) members.add(id);
        else members.delete(id);
      }
      subscriptions.set(listId, members);
      return { status: 202, body: '' };
    }
    if (path === '/api/events') {
      const parsed = body(req, 'event');
      if (!('data' in parsed)) return parsed;
      const attributes = parsed.data.attributes as Attributes & { metric?: { data?: { attributes?: { name?: string } } }; profile?: { data?: { attributes?: { email?: string } } } };
      const metric = attributes.metric?.data?.attributes?.name;
      const email = attributes.profile?.data?.attributes?.email;
      if (!metric) return errors(400, 'invalid', 'Invalid input.', 'A metric name is required.', '/data/attributes/metric');
      if (!email) return errors(400, 'invalid', 'Invalid input.', 'A profile identifier is required.', '/data/attributes/profile');
      const uniqueId = String(attributes.unique_id ?? newId());
      if (!events.some((e) => e.uniqueId === uniqueId)) events.push({ metric, email, uniqueId, attributes });
      return { status: 202, body: '' };
    }
    if (path === '/api/campaign-values-reports') {
      const parsed = body(req, 'campaign-values-report');
      if (!('data' in parsed)) return parsed;
      const attributes = parsed.data.attributes as { statistics?: string[]; timeframe?: { key?: string }; conversion_metric_id?: string; filter?: string };
      if (!attributes.conversion_metric_id) return errors(400, 'invalid', 'Invalid input.', "'conversion_metric_id' is a required field", '/data/attributes/conversion_metric_id');
      if (!attributes.statistics?.length) return errors(400, 'invalid', 'Invalid input.', "'statistics' must not be empty", '/data/attributes/statistics');
      const only = attributes.filter ? /^equals\(campaign_id,"([^"]+)"\)$/.exec(attributes.filter)?.[1] : undefined;
      const results = [...campaignStats].filter(([id]) => !only || id === only).map(([id, stats]) => ({
        groupings: { send_channel: 'email', campaign_id: id, campaign_message_id: `${id}-m` },
        statistics: Object.fromEntries(attributes.statistics!.map((name) => [name, stats[name] ?? 0])),
      }));
      return document(200, { data: { type: 'campaign-values-report', id: newId(), attributes: { results } } });
    }
    return errors(404, 'not_found', 'Not found.', `The path ${req.path} was not found.`);
  });
  return { ...server, baseUrl: `${server.url}/api`, accessToken, lists, profiles, subscriptions, events, campaignStats };
}
