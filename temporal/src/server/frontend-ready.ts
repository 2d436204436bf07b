import type { ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
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

/** A port nobody listens on right now (on 127.0.0.1). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
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
