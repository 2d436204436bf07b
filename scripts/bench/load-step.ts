import { spawn } from 'node:child_process';
import type { LoadStepFigures, LoadStepOptions } from './load-driver.js';

const DRIVER = new URL('./load-driver.ts', import.meta.url).pathname;

/** Runs one load step with autocannon in a child process (scripts/bench/load-driver.ts) and answers its figures. */
export function runLoadStep(options: LoadStepOptions): Promise<LoadStepFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', DRIVER, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`load driver exited with ${code}: ${err.trim()}`));
      resolve(JSON.parse(out) as LoadStepFigures);
    });
  });
}

/**
 * Connections for a rate: half the rate (at least 4), so each connection sends about two requests a
 * second and keeps up while answers take under half a second; slower answers show as a lower
 * achieved rate, and in the latencies.
 */
export const connectionsFor = (rate: number) => Math.max(4, Math.ceil(rate / 2));
