import { spawn } from 'node:child_process';

/**
 * Runs a bench driver (a TypeScript module) in a Node process of its own, so the load it generates
 * never shares an event loop with what it measures. The driver takes its options as one JSON argument
 * and prints its figures as one JSON line.
 */
export function runDriver<T>(driverPath: string, options: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', driverPath, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`${driverPath} exited with ${code}: ${err.trim()}`));
      resolve(JSON.parse(out) as T);
    });
  });
}
