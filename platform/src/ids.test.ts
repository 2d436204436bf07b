import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { decodeTime, isValid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { newId } from './ids.js';

describe('newId', () => {
  it('gives valid ULIDs of the current time, all different, across refills of its random block', () => {
    const before = Date.now();
    // 10,000 ids draw 160,000 random bytes: the 4 KiB block is refilled many times.
    const ids = Array.from({ length: 10_000 }, () => newId());
    const after = Date.now();
    expect(ids.every((id) => isValid(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [ids[0]!, ids.at(-1)!]) {
      expect(decodeTime(id)).toBeGreaterThanOrEqual(before);
      expect(decodeTime(id)).toBeLessThanOrEqual(after);
    }
  });

  it('spreads its random symbols over the whole alphabet', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2_000; i++) for (const symbol of newId().slice(10)) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    // 32,000 symbols over 32: 1,000 each on average; a stuck or biased byte source would leave some far off.
    expect(counts.size).toBe(32);
    for (const count of counts.values()) expect(count).toBeGreaterThan(800);
  });
});

describe("the product's ids", () => {
  it('all come from newId: no other product module calls the ulid package', () => {
    const root = resolve(import.meta.dirname, '../..');
    const importers = ['catalog', 'temporal', 'platform', 'services', 'workers', 'web']
      .flatMap((workspace) => readdirSync(join(root, workspace, 'src'), { recursive: true, encoding: 'utf8' }).map((file) => join(root, workspace, 'src', file)))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => /from ['"]ulid['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(importers).toEqual(['platform/src/ids.ts']);
  });
});
