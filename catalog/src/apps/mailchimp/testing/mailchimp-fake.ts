import { createHash } from 'node:crypto';
import { type ContractViolation, OpenApiContract } from '../../../testing/contracts/openapi-contract.js';
import { jsonBody } from '../../../testing/fake-router.js';
import { type FakeResponse, type FakeServer, jsonResponse, startFakeServer } from '../../../testing/fake-server.js';

export interface MailchimpFakeOptions {
  accessToken?: string;
}

type Json = Record<string, unknown>;

export interface MailchimpFake extends FakeServer {
  /** `<url>/3.0`: the app's base URL on the fake (for every data centre). */
  baseUrl: string;
  accessToken: string;
  lists: Json[];
  /** Members by list id, then by subscriber hash. */
  members: Map<string, Map<string, Json>>;
  events: Array<{ listId: string; email: string; name: string; properties: unknown }>;
  reports: Json[];
}

const hash = (email: string) => createHash('md5').update(email.toLowerCase()).digest('hex');

const problem = (status: number, title: string, detail: string, errors?: Array<{ field: string; message: string }>): FakeResponse =>
  jsonResponse(status, { type: 'https://mailchimp.com/developer/marketing/docs/errors/', title, status, detail, instance: crypto.randomUUID(), ...(errors ? { errors } : {}) }, { 'content-type': 'application/problem+json; charset=utf-8' });

const notFound = () => problem(404, 'Resource Not Found', 'The requested resource could not be found.');
const STATUSES = new Set(['subscribed', 'unsubscribed', 'cleaned', 'pending', 'transactional']);

/** The Marketing API operations the app calls, as Mailchimp's reference describes them (see `catalog/src/testing/contracts/README.md`). */
const contract = OpenApiContract.load(new URL('./contracts/marketing-3.0.json', import.meta.url));

const typeName = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value);

/**
 * A request that drifts from the contract, answered as Mailchimp answers an invalid resource: `400
 * Invalid Resource` with an `errors` entry for the field. The enum, type and required-field messages
 * are Mailchimp's; Mailchimp ignores unknown fields and parameters, which the fake refuses (with a
 * message of ours) so that a drift shows.
 */
function contractRefusal(drift: ContractViolation): FakeResponse | undefined {
  const invalid = (field: string, message: string) => problem(400, 'Invalid Resource', "The resource submitted could not be validated. For field-specific details, see the 'errors' array.", [{ field, message }]);
  const field = (at: Array<string | number>, name?: string) => [...at, ...(name === undefined ? [] : [name])].join('.');
  switch (drift.kind) {
    case 'unknown-operation':
      return undefined;
    case 'unknown-parameter':
      return invalid(drift.name, 'This parameter is not part of the operation.');
    case 'unknown-field':
      return invalid(field(drift.at, drift.name), 'This field is not part of the schema.');
    case 'missing':
      return invalid('', `Required fields were not provided: ${field(drift.at, drift.name)}`);
    case 'type':
      return invalid(field(drift.at), `Schema describes ${drift.expected}, ${typeName(drift.value)} found instead`);
    case 'enum':
      return invalid(field(drift.at), 'Data presented is not one of the accepted values.');
  }
}

/**
 * A fake of the Mailchimp Marketing API 3.0 (one data centre) with OAuth bearer tokens: ping, audiences
 * paged by count and offset, members by the MD5 hash of the lower-case address (put, patch, get,
 * tags), member events (name 2–30 characters) and campaign reports. Errors are problem documents
 * (`{ type, title, status, detail, instance, errors }`) like the real API's.
 */
export async function startMailchimpFake(options: MailchimpFakeOptions = {}): Promise<MailchimpFake> {
  const accessToken = options.accessToken ?? 'mc-oauth-fake-token';
  const lists: Json[] = [];
  const members = new Map<string, Map<string, Json>>();
  const events: MailchimpFake['events'] = [];
  const reports: Json[] = [];

  const server = await startFakeServer((req) => {
    if (req.headers.authorization !== `Bearer ${accessToken}`) {
      return problem(401, 'API Key Invalid', 'Your request did not include an API key.');
    }
    if (!req.path.startsWith('/3.0/')) return notFound();
    const drift = contract.check(req.method, req.path, req.query, jsonBody(req));
    const refusal = drift && contractRefusal(drift);
    if (refusal) return refusal;
    const path = req.path.slice(4).replace(/\/$/, '');
    const count = Math.min(Number(req.query.get('count') ?? 10), 1000);
    const offset = Number(req.query.get('offset') ?? 0);
    const body = (): Json => (req.body ? (JSON.parse(req.body) as Json) : {});
    if (path === '/ping') return jsonResponse(200, { health_status: "Everything's Chimpy!" });
    if (path === '/lists' && req.method === 'GET') return jsonResponse(200, { lists: lists.slice(offset, offset + count), total_items: lists.length });
    if (path === '/reports' && req.method === 'GET') {
      const since = req.query.get('since_send_time');
      const sent = reports.filter((r) => !since || String(r.send_time) >= since);
      return jsonResponse(200, { reports: sent.slice(offset, offset + count), total_items: sent.length });
    }
    const report = /^\/reports\/([^/]+)$/.exec(path);
    if (report) return reports.find((r) => r.id === report[1]) ? jsonResponse(200, reports.find((r) => r.id === report[1])) : notFound();
    const member = /^\/lists\/([^/]+)\/members\/([0-9a-f]{32})(\/tags|\/events)?$/.exec(path);
    if (!member) return notFound();
    const [, listId, subscriberHash, sub] = member as unknown as [string, string, string, string | undefined];
    if (!lists.some((l) => l.id === listId)) return notFound();
    const audience = members.get(listId) ?? new Map<string, Json>();
    members.set(listId, audience);
    const existing = audience.get(subscriberHash);
    if (sub === '/tags' && req.method === 'POST') {
      if (!existing) return notFound();
      const tags = (body().tags as Array<{ name: string; status: string }> | undefined) ?? [];
      const current = (existing.tags as Array<{ name: string }>) ?? [];
      existing.tags = [...current.filter((t) => !tags.some((n) => n.name === t.name)), ...tags.filter((t) => t.status === 'active').map((t) => ({ id: 1, name: t.name }))];
      return { status: 204 };
    }
    if (sub === '/events' && req.method === 'POST') {
      if (!existing) return notFound();
      const event = body();
      if (typeof event.name !== 'string' || !/^[A-Za-z0-9_-]{2,30}$/.test(event.name)) {
        return problem(400, 'Invalid Resource', 'The resource submitted could not be validated.', [{ field: 'name', message: 'Event names must be 2-30 characters, letters, numbers, underscores and dashes.' }]);
      }
      events.push({ listId, email: String(existing.email_address), name: event.name, properties: event.properties });
      return { status: 204 };
    }
    if (sub) return notFound();
    if (req.method === 'GET') return existing ? jsonResponse(200, existing) : notFound();
    if (req.method === 'PUT' || req.method === 'PATCH') {
      const changes = body();
      if (req.method === 'PATCH' && !existing) return notFound();
      const email = String(changes.email_address ?? existing?.email_address ?? '');
      if (req.method === 'PUT' && hash(email) !== subscriberHash) {
        return problem(400, 'Invalid Resource', "The email address doesn't match the subscriber hash.", [{ field: 'email_address', message: 'does not match the hash' }]);
      }
      const status = String(changes.status ?? (existing ? existing.status : changes.status_if_new));
      if (!STATUSES.has(status)) return problem(400, 'Invalid Resource', 'The resource submitted could not be validated.', [{ field: 'status', message: 'Data presented is not one of the accepted values.' }]);
      const now = new Date().toISOString();
      const next: Json = {
        id: subscriberHash,
        email_address: email,
        list_id: listId,
        tags: [],
        timestamp_opt: now,
        ...existing,
        ...(changes.merge_fields ? { merge_fields: { ...(existing?.merge_fields as Json | undefined), ...(changes.merge_fields as Json) } } : {}),
        status,
        last_changed: now,
      };
      audience.set(subscriberHash, next);
      return jsonResponse(200, next);
    }
    return problem(405, 'Method Not Allowed', `The requested method and resource are not compatible.`);
  });
  return { ...server, baseUrl: `${server.url}/3.0`, accessToken, lists, members, events, reports };
}
