import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { uiRequestVerdict } from './ui-guard-routes.js';

export type UiGuardOptions = {
  /** Where the guard listens (the UI's public address). */
  host: string;
  port: number;
  /** The dev server's own UI, on an internal port. */
  upstreamPort: number;
  /** Writes (terminate, cancel, signal, reset, start, batch, schedule edits) only when an operator enables them. */
  allowWrites: boolean;
  /**
   * Who may use the UI's HTTP API (`/api/...`), asked with the request's `Cookie` header; without it
   * anyone who reaches the port may (the pages and assets are open either way).
   */
  authorize?: (cookieHeader: string | undefined) => Promise<boolean>;
};

export type UiGuard = { port: number; close(): Promise<void> };

const SETTINGS = '/api/v1/settings';

type Settings = { Codec?: { Endpoint?: string; IncludeCredentials?: boolean }; DisableWriteActions?: boolean; DisableNewsFetch?: boolean };

/**
 * The UI's settings as we want them: writes off unless allowed, codec calls with the user's cookies,
 * and no news feed (the UI would fetch it from the internet).
 */
function guardedSettings(body: string, allowWrites: boolean): string {
  const settings = JSON.parse(body) as Settings;
  settings.DisableNewsFetch = true;
  if (settings.Codec?.Endpoint) settings.Codec.IncludeCredentials = true;
  if (!allowWrites) settings.DisableWriteActions = true;
  return JSON.stringify(settings);
}

/** Sends the request on with its canonical path `path` (the one the guard decided on). */
function pass(options: UiGuardOptions, request: IncomingMessage, response: ServerResponse, path: string): void {
  const rewrite = request.method === 'GET' && path.split('?')[0] === SETTINGS;
  const headers = { ...request.headers };
  if (rewrite) delete headers['accept-encoding'];
  const upstream = forward({ host: '127.0.0.1', port: options.upstreamPort, method: request.method, path, headers }, (answer) => {
    if (!rewrite || answer.statusCode !== 200) {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
      return;
    }
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('end', () => {
      const body = guardedSettings(Buffer.concat(chunks).toString('utf8'), options.allowWrites);
      const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = answer.headers;
      response.writeHead(200, { ...rest, 'content-length': Buffer.byteLength(body) });
      response.end(body);
    });
  });
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: 'The Temporal UI is not reachable' }));
  });
  request.pipe(upstream);
}

function refuse(request: IncomingMessage, response: ServerResponse, status: number, message: string): void {
  request.resume();
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ message }));
}

/**
 * A small proxy in front of the dev server's Temporal UI, whose settings the Temporal CLI fixes. It
 * makes the UI read-only (the UI hides its write actions and the proxy lets through only the UI's
 * known reads and workflow queries, see `ui-guard-routes.ts`) unless an operator allows writes; it
 * asks `authorize`, when given, before any request reaches the UI's HTTP API; and it makes the UI
 * send its cookies to the codec endpoint, which decodes only for signed-in members and operators.
 */
export function startUiGuard(options: UiGuardOptions): Promise<UiGuard> {
  const server = createServer((request, response) => {
    const verdict = uiRequestVerdict(request.method, request.url, request.headers, options.allowWrites);
    if (!verdict.allow) {
      refuse(request, response, verdict.status, verdict.message);
      return;
    }
    const { target } = verdict;
    if (!options.authorize || !/^\/api\//i.test(target)) {
      pass(options, request, response, target);
      return;
    }
    options.authorize(request.headers.cookie).then(
      (allowed) => {
        if (allowed) return pass(options, request, response, target);
        refuse(request, response, 401, 'Sign in to Tandem to use the Temporal UI');
      },
      () => refuse(request, response, 503, 'Sign-in could not be checked; try again'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}
