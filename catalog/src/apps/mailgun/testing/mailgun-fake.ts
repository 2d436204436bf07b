import { randomBytes } from 'node:crypto';
import { type ContractViolation, OpenApiContract } from '../../../testing/contracts/openapi-contract.js';
import { type FakeServer, formFields, jsonResponse, startFakeServer, textResponse } from '../../../testing/fake-server.js';

/** A message the fake Mailgun queued. */
export interface MailgunFakeMessage {
  id: string;
  domain: string;
  from: string;
  to: string[];
  subject: string | undefined;
  text: string | undefined;
  html: string | undefined;
  /** Custom variables (`v:<name>`). */
  variables: Record<string, string>;
}

export interface MailgunFakeOptions {
  /** The API key the fake accepts (HTTP basic `api:<key>`). */
  apiKey?: string;
  /** Sending domains of the account. */
  domains?: string[];
}

export interface MailgunFake extends FakeServer {
  apiKey: string;
  messages: MailgunFakeMessage[];
}

export const DEFAULT_MAILGUN_API_KEY = 'key-3ax6xnjp29jd6fds4gc373sgvjxteol0';

/** Mailgun's send-message form as its reference describes it (see `catalog/src/testing/contracts/README.md`). */
const contract = OpenApiContract.load(new URL('./contracts/messages-v3.json', import.meta.url));

/** The form as the contract reads it: repeated fields as arrays, `h:…` and `v:…` fields under `h:{name}` and `v:{name}`. */
function formObject(fields: Array<[string, string]>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of fields) {
    const prefix = /^([hv]):(.+)$/.exec(key);
    if (prefix) {
      const group = (object[`${prefix[1]}:{name}`] ??= {}) as Record<string, string>;
      group[prefix[2]!] = value;
    } else {
      const existing = object[key];
      object[key] = existing === undefined ? value : [...(Array.isArray(existing) ? (existing as string[]) : [existing as string]), value];
    }
  }
  return object;
}

/**
 * A form that drifts from the contract, answered in Mailgun's error shape, `400 { message }` (the
 * messages are ours; Mailgun ignores a field it does not know, the fake refuses it so a drift shows).
 */
function contractRefusal(drift: ContractViolation) {
  const name = (at: Array<string | number>) => String(at.find((part) => typeof part === 'string') ?? '');
  switch (drift.kind) {
    case 'unknown-operation':
    case 'missing':
      return undefined;
    case 'unknown-parameter':
    case 'unknown-field':
      return jsonResponse(400, { message: `'${drift.name}' is not a parameter of this request` });
    case 'type':
      return jsonResponse(400, { message: `'${name(drift.at)}' parameter must be ${drift.expected}` });
    case 'enum':
      return jsonResponse(400, { message: `'${name(drift.at)}' parameter is not valid: ${String(drift.value)} (one of ${drift.allowed.join(', ')})` });
  }
}

/**
 * A fake of Mailgun's Messages API: `POST /v3/{domain}/messages` with basic auth `api:<key>` and a
 * form-urlencoded or multipart body. 200 `{ id: "<…@domain>", message: "Queued. Thank you." }`;
 * 401 `Forbidden`; 404 `{ message: "Domain not found: …" }`; 400 `{ message }` for missing fields.
 */
export async function startMailgunFake(options: MailgunFakeOptions = {}): Promise<MailgunFake> {
  const apiKey = options.apiKey ?? DEFAULT_MAILGUN_API_KEY;
  const domains = new Set(options.domains ?? ['mg.example.com']);
  const expectedAuth = `Basic ${Buffer.from(`api:${apiKey}`).toString('base64')}`;
  const messages: MailgunFakeMessage[] = [];
  const server = await startFakeServer(async (req) => {
    if (req.headers.authorization !== expectedAuth) return textResponse(401, 'Forbidden');
    const match = /^\/v3\/([^/]+)\/messages$/.exec(req.path);
    if (match?.[1] === undefined) return jsonResponse(404, { message: 'Not Found' });
    if (req.method !== 'POST') return jsonResponse(405, { message: 'Method Not Allowed' });
    const domain = decodeURIComponent(match[1]);
    if (!domains.has(domain)) return jsonResponse(404, { message: `Domain not found: ${domain}` });
    const fields = await formFields(req);
    const drift = contract.check(req.method, req.path, req.query, formObject(fields));
    const refusal = drift && contractRefusal(drift);
    if (refusal) return refusal;
    const all = (name: string): string[] => fields.filter(([k]) => k === name).map(([, v]) => v);
    const one = (name: string): string | undefined => all(name)[0];
    const from = one('from');
    const to = all('to').flatMap((t) => t.split(',')).map((t) => t.trim()).filter(Boolean);
    if (from === undefined || from.trim() === '') return jsonResponse(400, { message: "'from' parameter is missing" });
    if (to.length === 0) return jsonResponse(400, { message: "'to' parameter is missing" });
    if (one('text') === undefined && one('html') === undefined && one('template') === undefined) {
      return jsonResponse(400, { message: "Need at least one of 'text', 'html' or 'template' parameters specified" });
    }
    const now = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const id = `<${now}.${randomBytes(8).toString('hex')}@${domain}>`;
    const variables = Object.fromEntries(fields.filter(([k]) => k.startsWith('v:')).map(([k, v]) => [k.slice(2), v]));
    messages.push({ id, domain, from, to, subject: one('subject'), text: one('text'), html: one('html'), variables });
    return jsonResponse(200, { id, message: 'Queued. Thank you.' });
  });
  return { ...server, apiKey, messages };
}
