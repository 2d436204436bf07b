import { randomBytes } from 'node:crypto';
import { type FakeServer, formFields, jsonResponse, startFakeServer, textResponse } from './fake-server.js';

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
