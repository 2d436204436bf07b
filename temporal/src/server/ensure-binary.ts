import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Temporal CLI tag that can still be go-installed; it embeds Server 1.29.1 and UI 2.42.1. */
export const TEMPORAL_CLI_MODULE = 'github.com/temporalio/cli/cmd/temporal@v1.5.1';
const SERVER_VERSION = 'Server 1.29.1';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const toolsBin = join(repoRoot, '.tools', 'bin');
const cachedBinary = join(toolsBin, 'temporal');

function versionOf(binary: string): string | undefined {
  const out = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return out.status === 0 ? out.stdout.trim() : undefined;
}

function isRightVersion(binary: string): boolean {
  const version = versionOf(binary);
  return version !== undefined && (version.includes(SERVER_VERSION) || /version 1\.5\.1\b/.test(version));
}

function onPath(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v temporal'], { encoding: 'utf8' });
  const path = found.stdout.trim();
  return found.status === 0 && path ? path : undefined;
}

/**
 * Finds a Temporal CLI of the right version (PATH, then the cached build in .tools/bin) or builds
 * one with Go into .tools/bin, printing Go's progress. Returns the binary's path.
 */
export async function ensureTemporalBinary(log: (line: string) => void = console.log): Promise<string> {
  const fromPath = onPath();
  if (fromPath && isRightVersion(fromPath)) return fromPath;
  if (existsSync(cachedBinary) && isRightVersion(cachedBinary)) return cachedBinary;

  const go = spawnSync('go', ['version'], { encoding: 'utf8' });
  if (go.status !== 0) {
    throw new Error(
      'The Temporal CLI is not on PATH and Go is missing to build it. Install Go 1.22+ (https://go.dev/dl) ' +
        `or put temporal (${TEMPORAL_CLI_MODULE}) on PATH, or set TEMPORAL_ADDRESS to use a running server.`,
    );
  }
  mkdirSync(toolsBin, { recursive: true });
  log(`Building the Temporal CLI (${TEMPORAL_CLI_MODULE}) with ${go.stdout.trim()} into .tools/bin — first time only, a few minutes…`);
  const started = Date.now();
  await new Promise<void>((resolvePromise, reject) => {
    const child = spawn('go', ['install', '-v', TEMPORAL_CLI_MODULE], {
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
  if (!isRightVersion(cachedBinary)) throw new Error(`Built ${cachedBinary} but it does not report ${SERVER_VERSION}`);
  log(`Temporal CLI ready in ${Math.round((Date.now() - started) / 1000)} s: ${cachedBinary}`);
  return cachedBinary;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  ensureTemporalBinary().then(
    (path) => console.log(path),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
