import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { NonRetryableError } from '../errors/non-retryable-error.js';
import { type EgressOptions, openEgressSocket } from './egress-connect.js';

/** What the HTTP client sends: the subset of `fetch`'s init it uses. */
export interface EgressRequest {
  method: string;
  headers: Headers;
  body?: string | FormData;
  signal?: AbortSignal;
}

export const MAX_REDIRECTS = 20;
const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const nullBodyStatuses = new Set([204, 205, 304]);
/** Headers a redirect to another origin must not carry (as `fetch` does). */
const credentialHeaders = ['authorization', 'cookie', 'proxy-authorization'];

async function encodeBody(body: EgressRequest['body'], headers: Headers): Promise<Buffer | undefined> {
  if (body === undefined) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  // A Response serialises form data with its multipart boundary, like fetch would.
  const encoded = new Response(body);
  headers.set('content-type', encoded.headers.get('content-type') ?? 'multipart/form-data');
  return Buffer.from(await encoded.arrayBuffer());
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body);
    case 'deflate':
      return inflateSync(body);
    case 'br':
      return brotliDecompressSync(body);
    default:
      return body;
  }
}

function toResponse(message: IncomingMessage, raw: Buffer): Response {
  const headers = new Headers();
  for (let i = 0; i + 1 < message.rawHeaders.length; i += 2) headers.append(message.rawHeaders[i]!, message.rawHeaders[i + 1]!);
  const status = message.statusCode ?? 0;
  const body = decode(raw, headers.get('content-encoding') ?? undefined);
  if (body !== raw) {
    headers.delete('content-encoding');
    headers.delete('content-length');
  }
  return new Response(nullBodyStatuses.has(status) ? null : new Uint8Array(body), { status, statusText: message.statusMessage ?? '', headers });
}

/** One request, no redirects: the socket comes from the egress policy. */
function send(url: URL, method: string, headers: Headers, body: Buffer | undefined, signal: AbortSignal | undefined, options: EgressOptions): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing = Object.fromEntries(headers);
    if (body !== undefined) outgoing['content-length'] = String(body.length);
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        method,
        headers: outgoing,
        // Without an agent, Node takes 80 as the default port of https too (in the Host header).
        defaultPort: url.protocol === 'https:' ? 443 : 80,
        signal,
        createConnection: (_options, created) => {
          openEgressSocket(url, options, signal).then((socket) => created(null, socket), (error: Error) => created(error, undefined as never));
          return undefined;
        },
      },
      (message) => {
        const chunks: Buffer[] = [];
        message.on('data', (chunk: Buffer) => chunks.push(chunk));
        message.on('error', reject);
        message.on('end', () => {
          try {
            resolve(toResponse(message, Buffer.concat(chunks)));
          } catch (error) {
            reject(error as Error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function checkScheme(url: URL): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new NonRetryableError(`Only http and https URLs can be requested, not ${url.protocol.slice(0, -1)}`);
}

/**
 * `fetch` for a flow's requests, on node:http(s): every connection, the first and each redirect's,
 * passes the egress policy (see `openEgressSocket`) before a byte is sent. Redirects are followed
 * like `fetch` follows them (303 and POST after 301/302 become GET; credentials stay on their origin).
 */
export async function egressFetch(input: string, init: EgressRequest, options: EgressOptions = {}): Promise<Response> {
  let url = new URL(input);
  let method = init.method.toUpperCase();
  const headers = new Headers(init.headers);
  let body = await encodeBody(init.body, headers);
  for (let redirects = 0; ; redirects++) {
    checkScheme(url);
    const response = await send(url, method, headers, body, init.signal, options);
    const location = response.headers.get('location');
    if (!redirectStatuses.has(response.status) || location === null) return response;
    if (redirects === MAX_REDIRECTS) throw new NonRetryableError(`${url.host} redirected more than ${MAX_REDIRECTS} times`);
    const next = new URL(location, url);
    if (next.origin !== url.origin) for (const name of credentialHeaders) headers.delete(name);
    if ((response.status === 303 && method !== 'HEAD') || ((response.status === 301 || response.status === 302) && method === 'POST')) {
      method = 'GET';
      body = undefined;
      headers.delete('content-type');
    }
    url = next;
  }
}
