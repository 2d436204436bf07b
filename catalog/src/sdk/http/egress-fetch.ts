import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { EgressRefusedError } from '../errors/egress-refused-error.js';
import { NonRetryableError } from '../errors/non-retryable-error.js';
import { type ConnectSocket, type EgressOptions, type EgressTarget, egressTarget, systemConnect } from './egress-connect.js';
import { egressAgent } from './egress-pool.js';
import { readLimitedBody } from './read-limited-body.js';
import { ResponseTooLargeError } from '../errors/response-too-large-error.js';
import { responseMaxBytes } from './response-size-limit.js';

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

const utf8 = new TextDecoder();

/**
 * An answer as `fetch` gives it, in the parts the HTTP client reads, over the body already read
 * whole: building a WHATWG `Response` and reading it back through its stream cost more than the
 * rest of a call to a nearby server.
 */
export class EgressResponse {
  readonly ok: boolean;
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly headers: Headers,
    private readonly body: Uint8Array,
  ) {
    this.ok = status >= 200 && status < 300;
  }

  /** The body decoded as UTF-8, as `fetch`'s `text()` decodes it (a leading byte order mark dropped). */
  async text(): Promise<string> {
    return utf8.decode(this.body);
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  /** A copy of the body's bytes. */
  async arrayBuffer(): Promise<ArrayBuffer> {
    return new Uint8Array(this.body).buffer;
  }
}

/** The answer as `fetch` gives it; a decoded body loses its content-encoding and length headers. */
function toResponse(message: IncomingMessage, body: Buffer, decoded: boolean): EgressResponse {
  const headers = new Headers();
  for (let i = 0; i + 1 < message.rawHeaders.length; i += 2) headers.append(message.rawHeaders[i]!, message.rawHeaders[i + 1]!);
  const status = message.statusCode ?? 0;
  if (decoded) {
    headers.delete('content-encoding');
    headers.delete('content-length');
  }
  return new EgressResponse(status, message.statusMessage ?? '', headers, nullBodyStatuses.has(status) ? new Uint8Array(0) : body);
}

/** What one request sends, already encoded. */
interface Outgoing {
  method: string;
  headers: Headers;
  body: Buffer | undefined;
  signal: AbortSignal | undefined;
  /** The most decoded bytes the answer may have. */
  maxResponseBytes: number;
}

/** A kept-alive socket the server had closed when the request went out: the request can go again on a new one. */
class StaleSocketError extends Error {}

/**
 * The first request of an `egressFetch` failed before a byte of it was written: its host did not
 * resolve, or its new connection was refused, unreachable or failed its TLS handshake. `code` is the
 * system's (ECONNREFUSED, ENOTFOUND, a certificate error, ...). Never a refusal of the egress policy.
 */
export class RequestNotSentError extends Error {
  readonly code: string | undefined;
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.code = (cause as { code?: string } | null)?.code;
  }
}

/** Errors of a socket the server closed while it lay idle in the pool. */
const staleSocketCodes = new Set(['ECONNRESET', 'EPIPE']);

/**
 * One exchange on a socket to `target`: from the pool of `connect`'s kept-alive sockets to that same
 * target, or a new socket not pooled afterwards (`pooled` false). The whole answer is read, so a
 * socket goes back to the pool only between requests.
 */
function exchange(url: URL, target: EgressTarget, request: Outgoing, connect: ConnectSocket, pooled: boolean): Promise<EgressResponse> {
  return new Promise((resolve, reject) => {
    const headers = Object.fromEntries(request.headers);
    headers.host ??= url.host;
    if (request.body !== undefined) headers['content-length'] = String(request.body.length);
    let received = false;
    // A new socket carries nothing of the request before it is connected (and, for TLS, its handshake done).
    let connected = false;
    const outgoing = (target.tls ? httpsRequest : httpRequest)(
      {
        protocol: url.protocol,
        hostname: target.address,
        port: target.port,
        path: `${url.pathname}${url.search}`,
        auth: url.username === '' && url.password === '' ? undefined : `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`,
        method: request.method,
        headers,
        // '' and not undefined: Node would otherwise take a server name from the Host header.
        servername: target.servername ?? '',
        signal: request.signal,
        ...(pooled ? { agent: egressAgent(connect, target.tls) } : { createConnection: () => connect(target) }),
      },
      (message) => {
        readLimitedBody(message, request.maxResponseBytes, () => new ResponseTooLargeError(url.host, request.maxResponseBytes)).then(
          ({ body, decoded }) => resolve(toResponse(message, body, decoded)),
          reject,
        );
      },
    );
    outgoing.on('socket', (socket) => {
      if (outgoing.reusedSocket) connected = true;
      else socket.once(target.tls ? 'secureConnect' : 'connect', () => (connected = true));
      const mark = () => (received = true);
      socket.once('data', mark);
      outgoing.once('close', () => socket.off('data', mark));
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      const stale = outgoing.reusedSocket && !received && staleSocketCodes.has(error.code ?? '');
      const unsent = !connected && !request.signal?.aborted;
      reject(stale ? new StaleSocketError(error.message, { cause: error }) : unsent ? new RequestNotSentError(error) : error);
    });
    outgoing.end(request.body);
  });
}

/** The checked target of `url`: the policy is asked on every request, pooled socket or not. */
async function checkedTarget(url: URL, options: EgressOptions, signal: AbortSignal | undefined): Promise<EgressTarget> {
  let target: EgressTarget;
  try {
    target = await egressTarget(url, options);
  } catch (error) {
    // A name that does not resolve (ENOTFOUND, EAI_AGAIN, ...): nothing was sent. The policy's refusal stays final.
    throw (error as { code?: unknown } | null)?.code !== undefined && !(error instanceof EgressRefusedError) ? new RequestNotSentError(error) : error;
  }
  signal?.throwIfAborted();
  return target;
}

/**
 * One request, no redirects, on a kept-alive socket to exactly the address the policy just approved.
 * When the server had closed that idle socket (reset before any byte of an answer), the request goes
 * once more on a new connection, as Node's documentation advises for kept-alive sockets.
 */
async function send(url: URL, request: Outgoing, options: EgressOptions): Promise<EgressResponse> {
  const connect = options.connect ?? systemConnect;
  try {
    return await exchange(url, await checkedTarget(url, options, request.signal), request, connect, true);
  } catch (error) {
    if (!(error instanceof StaleSocketError)) throw error;
  }
  return exchange(url, await checkedTarget(url, options, request.signal), request, connect, false);
}

function checkScheme(url: URL): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new NonRetryableError(`Only http and https URLs can be requested, not ${url.protocol.slice(0, -1)}`);
}

/**
 * `fetch` for a flow's requests, on node:http(s): every request, the first and each redirect's,
 * passes the egress policy (see `egressTarget`) before a byte is sent, and goes on a socket opened to
 * the address the policy just approved (kept alive between requests, see `egress-pool.ts`).
 * Redirects are followed like `fetch` follows them (303 and POST after 301/302 become GET;
 * credentials stay on their origin). An answer is decoded as it streams in and may hold at most
 * `TANDEM_HTTP_RESPONSE_MAX_BYTES` decoded bytes (`ResponseTooLargeError` past them). A first request
 * that failed before any of it was written throws `RequestNotSentError`.
 */
export async function egressFetch(input: string, init: EgressRequest, options: EgressOptions = {}): Promise<EgressResponse> {
  let url = new URL(input);
  let method = init.method.toUpperCase();
  const headers = new Headers(init.headers);
  let body = await encodeBody(init.body, headers);
  const maxResponseBytes = options.maxResponseBytes ?? responseMaxBytes(options.env ?? process.env);
  for (let redirects = 0; ; redirects++) {
    checkScheme(url);
    let response: EgressResponse;
    try {
      response = await send(url, { method, headers, body, signal: init.signal, maxResponseBytes }, options);
    } catch (error) {
      // After a redirect the first request was sent: the call as a whole is no longer unsent.
      throw redirects > 0 && error instanceof RequestNotSentError ? error.cause : error;
    }
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
