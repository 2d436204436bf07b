import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { TEMPORAL_GO_MODULE } from './temporal-release.js';

/** Whether Go is installed; its `go version` line when it is. */
export function goVersion(): string | undefined {
  const go = spawnSync('go', ['version'], { encoding: 'utf8' });
  return go.status === 0 ? go.stdout.trim() : undefined;
}

/** Builds the fallback Temporal CLI with Go into `toolsBin`, printing Go's progress now and then. */
export async function buildTemporalWithGo(toolsBin: string, log: (line: string) => void): Promise<void> {
  const go = goVersion();
  if (!go) throw new Error('Go is missing');
  mkdirSync(toolsBin, { recursive: true });
  log(`Building the Temporal CLI (${TEMPORAL_GO_MODULE}) with ${go} into .tools/bin — a few minutes…`);
  const started = Date.now();
  await new Promise<void>((resolvePromise, reject) => {
    const child = spawn('go', ['install', '-v', TEMPORAL_GO_MODULE], {
      env: { ...process.env, GOBIN: toolsBin, GOFLAGS: '-trimpath' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let count = 0;
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        count += 1;
        // Go prints each module it downloads and package it compiles: every 25th keeps it readable.
        if (count % 25 === 0) {
          log(`  [temporal build] ${count} steps, ${Math.round((Date.now() - started) / 1000)} s: ${line.trim()}`);
        }
      }
    };
    child.stdout.on('data', onLine);
    child.stderr.on('data', onLine);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`go install failed with exit code ${code}`))));
  });
  log(`Temporal CLI built in ${Math.round((Date.now() - started) / 1000)} s`);
}
