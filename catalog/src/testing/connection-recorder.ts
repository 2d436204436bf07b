import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A listening TCP server that only counts the connections it accepts: proof that nobody tried. */
export interface ConnectionRecorder {
  port: number;
  /** Connections accepted so far. */
  readonly connections: number;
  close(): Promise<void>;
}

/** Listens on `host` (127.0.0.1, ::1, or :: for both) and a free port, or on `port` when given. */
export async function startConnectionRecorder(host = '127.0.0.1', port = 0): Promise<ConnectionRecorder> {
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get connections() {
      return connections;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
