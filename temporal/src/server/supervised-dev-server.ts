import type { DevServer } from './dev-server.js';

export type SupervisionOptions = {
  log: (line: string) => void;
  /** Told, once, when the server cannot be kept running: the caller stops everything with this message. */
  onGiveUp: (message: string) => void;
  /** Restarts allowed within `windowMs` before giving up (3 within 5 minutes by default). */
  maxRestarts?: number;
  windowMs?: number;
};

export type SupervisedDevServer = {
  /** The server running now (another process after each restart, on the same address and data file). */
  current(): DevServer;
  stop(): Promise<void>;
};

/**
 * Keeps a Temporal dev server running: when its process exits without being asked to, it is started
 * again with the same options (its data file keeps the runs); when it keeps exiting, or cannot be
 * started, `onGiveUp` says so instead of leaving the stack half-broken.
 */
export async function superviseDevServer(start: () => Promise<DevServer>, options: SupervisionOptions): Promise<SupervisedDevServer> {
  const maxRestarts = options.maxRestarts ?? 3;
  const windowMs = options.windowMs ?? 5 * 60_000;
  let server = await start();
  let stopping = false;
  let restarts: number[] = [];

  const giveUp = (message: string) => {
    if (stopping) return;
    stopping = true;
    options.onGiveUp(message);
  };

  async function restart(exited: DevServer, why: string): Promise<void> {
    const now = Date.now();
    restarts = restarts.filter((at) => now - at < windowMs);
    if (restarts.length >= maxRestarts) {
      return giveUp(`the Temporal server ${why} again, after ${maxRestarts} restart${maxRestarts === 1 ? '' : 's'} within ${Math.round(windowMs / 1000)} s; giving up`);
    }
    restarts.push(now);
    options.log(`the Temporal server ${why}; starting it again`);
    // Frees what the old one held besides its process (the UI guard's port).
    await exited.stop();
    try {
      const next = await start();
      if (stopping) return void (await next.stop());
      server = next;
      watch(next);
      options.log('the Temporal server is running again');
    } catch (error) {
      giveUp(`the Temporal server ${why} and could not be started again: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  function watch(watched: DevServer): void {
    watched.process.once('exit', (code, signal) => {
      if (!stopping && watched === server) void restart(watched, `exited (${signal ?? `code ${code}`})`);
    });
  }
  watch(server);

  return {
    current: () => server,
    stop: () => {
      stopping = true;
      return server.stop();
    },
  };
}
