import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { allowEgress } from './allow-egress.js';

/** A request as the fake received it. */
export interface RecordedRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  query: URLSearchParams;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** The raw body as text. */
  body: string;
  /** When it arrived (ms since the epoch), e.g. to check a retry waited. */
  receivedAt: number;
}

export interface FakeResponse {
  status: number;
  headers?: Record<string, string>;
  /** A string is sent as it is; anything else as JSON. */
  body?: unknown;
}

export type FakeHandler = (request: RecordedRequest) => FakeResponse | Promise<FakeResponse>;

export interface FakeServer {
  /** `http://127.0.0.1:<port>`: pass it as the app's base URL override. */
  url: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Answers the next request with this response instead of the handler (e.g. a 429 or a 503). */
  failNext(response: FakeResponse): void;
  close(): Promise<void>;
}

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}): FakeResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});

export const textResponse = (status: number, body: string, contentType = 'text/plain; charset=utf-8'): FakeResponse => ({
  status,
  headers: { 'content-type': contentType },
  body,
});

async function record(req: IncomingMessage): Promise<RecordedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  return { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers, body: Buffer.concat(chunks).toString('utf8'), receivedAt: Date.now() };
}

function send(res: ServerResponse, response: FakeResponse): void {
  const body = response.body === undefined ? '' : typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
  res.writeHead(response.status, response.headers ?? {});
  res.end(body);
}

/**
 * Starts a local HTTP server on 127.0.0.1 and a free port that records requests and answers with
 * `handler`. A fake stands in for a public API, so until it closes its exact host:port is in this
 * process's `TANDEM_EGRESS_ALLOW` (flows and actions may call it; other local ports stay refused).
 */
export async function startFakeServer(handler: FakeHandler): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const failures: FakeResponse[] = [];
  const server = createServer((req, res) => {
    record(req)
      .then(async (recorded) => {
        requests.push(recorded);
        send(res, failures.shift() ?? (await handler(recorded)));
      })
      .catch((error: unknown) => send(res, textResponse(500, `fake server error: ${String(error)}`)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const disallow = allowEgress(url);
  return {
    url,
    requests,
    failNext: (response) => {
      failures.push(response);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        disallow();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The form fields of a recorded `application/x-www-form-urlencoded` or `multipart/form-data` body. */
export async function formFields(request: RecordedRequest): Promise<Array<[string, string]>> {
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) return [...new URLSearchParams(request.body).entries()];
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(request.body, { headers: { 'content-type': type } }).formData();
    return [...form.entries()].map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : v.name]);
  }
  return [];
}
