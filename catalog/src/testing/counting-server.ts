import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';

/** A local HTTP(S) server that counts what reaches it: connections, requests and bytes. */
export interface CountingServer {
  port: number;
  /** `127.0.0.1:<port>`, for an allow list. */
  host: string;
  readonly connections: number;
  readonly requests: number;
  /** Bytes received on all connections so far. */
  readonly bytes: number;
  /** The TLS server name of each connection, in order (TLS servers only). */
  readonly servernames: Array<string | false | null>;
  /** Closes the connections that wait for a request, as a server's keep-alive timeout would. */
  closeIdleConnections(): void;
  close(): Promise<void>;
}

export type CountingHandler = (req: IncomingMessage, res: ServerResponse, requestOnConnection: number) => void;

/** The TLS key and certificate of a server, when it should speak TLS. */
export interface TlsIdentity {
  key: string;
  cert: string;
}

/** Listens on 127.0.0.1 and a free port; `handler` also learns which request of its connection this is (1 for the first). */
export async function startCountingServer(handler: CountingHandler, tls?: TlsIdentity): Promise<CountingServer> {
  let connections = 0;
  let requests = 0;
  let bytes = 0;
  const servernames: Array<string | false | null> = [];
  const perSocket = new WeakMap<Socket, number>();
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    requests++;
    const count = (perSocket.get(req.socket) ?? 0) + 1;
    perSocket.set(req.socket, count);
    handler(req, res, count);
  };
  const server: Server = tls ? createTlsServer(tls, listener) : createServer(listener);
  const count = (socket: Socket) => {
    connections++;
    if (tls) servernames.push((socket as TLSSocket).servername);
    socket.on('data', (chunk: Buffer) => (bytes += chunk.length));
  };
  server.on(tls ? 'secureConnection' : 'connection', count);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    host: `127.0.0.1:${port}`,
    get connections() {
      return connections;
    },
    get requests() {
      return requests;
    },
    get bytes() {
      return bytes;
    },
    servernames,
    closeIdleConnections: () => server.closeIdleConnections(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
