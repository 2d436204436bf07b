import { spawn, type ChildProcess } from 'node:child_process';
import { logger } from '../log.js';

export type ServiceProcess = { name: string; child: ChildProcess; stop(): Promise<void> };

/**
 * One of Tandem's processes (`node --import tsx <entry>`, no npx in between, so SIGTERM reaches it
 * and it shuts down gracefully), its output prefixed with its name. Resolves once `ready` says so.
 */
export async function startServiceProcess(options: {
  name: string;
  entry: string;
  cwd: string;
  env: Record<string, string>;
  ready: (child: ChildProcess) => Promise<void>;
  /** How long a stop waits for running work before SIGKILL. */
  graceMs?: number;
}): Promise<ServiceProcess> {
  const log = logger(options.name);
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry], { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => log(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => log(chunk.toString()));
  const exited = new Promise<never>((_, reject) => child.once('exit', (code, signal) => reject(new Error(`${options.name} exited (${signal ?? code}) before it was ready`))));
  await Promise.race([options.ready(child), exited]);
  exited.catch(() => {});
  return {
    name: options.name,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), options.graceMs ?? 60_000).unref();
      }),
  };
}

/** Ready when the process prints a line containing `text`. */
export function whenPrinted(text: string) {
  return (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      const onData = (chunk: Buffer) => {
        if (!chunk.toString().includes(text)) return;
        child.stdout?.off('data', onData);
        resolve();
      };
      child.stdout?.on('data', onData);
    });
}

/** Ready when `url` answers 200. */
export function whenAnswering(url: string, timeoutMs = 120_000) {
  return async () => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const ok = await fetch(url).then((r) => r.ok, () => false);
      if (ok) return;
      if (Date.now() > deadline) throw new Error(`${url} did not answer`);
      await new Promise((r) => setTimeout(r, 300));
    }
  };
}
