import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Connection } from '@temporalio/client';

/** Connects to a Temporal frontend that is starting, once it answers (or fails when its process exits). */
export async function waitForFrontend(address: string, child: ChildProcess, timeoutMs: number): Promise<Connection> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`temporal server exited with code ${child.exitCode}`);
    try {
      const connection = await Connection.connect({ address, connectTimeout: 1_000 });
      await connection.workflowService.getSystemInfo({});
      return connection;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`Temporal did not answer on ${address}: ${String(error)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/**
 * A port nobody listens on right now (on 127.0.0.1), below 32768 (tried at random from 10000 on).
 * Linux hands out ports from 32768 up to every socket bound to port 0 and every outgoing connection,
 * so a port from that range can be taken between this answer and its caller's `listen` (tests saw
 * EADDRINUSE); below it, only another such pick can. The full server also records each service's
 * membership port in a SMALLINT column, where the ephemeral ports would not fit.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = 10_000 + Math.floor(Math.random() * 22_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port below 32768');
}

/** SIGTERM, SIGKILL after `graceMs`; resolves once the process is gone. */
export function stopProcess(child: ChildProcess, graceMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), graceMs).unref();
  });
}
