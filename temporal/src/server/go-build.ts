import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { TEMPORAL_GO_MODULE } from './temporal-release.js';

/** Whether Go is installed; its `go version` line when it is. */
export function goVersion(): string | undefined {
  const go = spawnSync('go', ['version'], { encoding: 'utf8' });
  return go.status === 0 ? go.stdout.trim() : undefined;
}

export type GoInstall = {
  /** `module/path@version` of each package to build. */
  packages: string[];
  /** Where the binaries go. */
  gobin: string;
  /** Names the build in the progress lines. */
  label: string;
  log: (line: string) => void;
};

/**
 * `go install -v` of the packages into `gobin`, printing Go's progress every 25th line (each module it
 * downloads and package it compiles), so a build of minutes shows it is alive. Resolves with the seconds it took.
 */
export async function goInstall({ packages, gobin, label, log }: GoInstall): Promise<number> {
  if (!goVersion()) throw new Error('Go is missing');
  mkdirSync(gobin, { recursive: true });
  const started = Date.now();
  await new Promise<void>((resolvePromise, reject) => {
    const child = spawn('go', ['install', '-v', ...packages], {
      env: { ...process.env, GOBIN: gobin, GOFLAGS: '-trimpath' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let count = 0;
    const lastLines: string[] = [];
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        count += 1;
        lastLines.push(line.trim());
        if (lastLines.length > 10) lastLines.shift();
        if (count % 25 === 0) log(`  [${label}] ${count} steps, ${Math.round((Date.now() - started) / 1000)} s: ${line.trim()}`);
      }
    };
    child.stdout.on('data', onLine);
    child.stderr.on('data', onLine);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`go install failed with exit code ${code}:\n${lastLines.join('\n')}`)),
    );
  });
  return Math.round((Date.now() - started) / 1000);
}

/** Builds the fallback Temporal CLI with Go into `toolsBin`. */
export async function buildTemporalWithGo(toolsBin: string, log: (line: string) => void): Promise<void> {
  log(`Building the Temporal CLI (${TEMPORAL_GO_MODULE}) with ${goVersion() ?? 'Go'} into .tools/bin — a few minutes…`);
  const seconds = await goInstall({ packages: [TEMPORAL_GO_MODULE], gobin: toolsBin, label: 'temporal build', log });
  log(`Temporal CLI built in ${seconds} s`);
}
