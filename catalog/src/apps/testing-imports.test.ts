import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const APPS_DIR = import.meta.dirname;

/** An app's runtime files: everything in its folder but its tests and its `testing/` part. */
function runtimeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : runtimeFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Where a file's imports and re-exports lead (relative ones resolved, packages as written). */
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map(([, spec]) => (spec!.startsWith('.') ? resolve(dirname(file), spec!) : spec!));

const isTestOnly = (target: string) => target.split(sep).some((part) => part === 'testing' || part === 'fakes') || target.startsWith('@tandem/catalog/fakes');

describe('fakes are test-only code', () => {
  const apps = readdirSync(APPS_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

  it.each(apps)('%s: no runtime file imports a testing/ folder', (app) => {
    const offenders = runtimeFiles(join(APPS_DIR, app)).flatMap((file) =>
      importsOf(file)
        .filter(isTestOnly)
        .map((target) => `${relative(APPS_DIR, file)} → ${target.startsWith('/') ? relative(APPS_DIR, target) : target}`),
    );
    expect(offenders).toEqual([]);
  });

  it('sees an import of a fake as one', () => {
    expect(isTestOnly(resolve(APPS_DIR, 'slack/actions', '../testing/slack-fake.js'))).toBe(true);
    expect(isTestOnly(resolve(APPS_DIR, 'slack/actions', '../../../testing/index.js'))).toBe(true);
    expect(isTestOnly('@tandem/catalog/fakes')).toBe(true);
    expect(isTestOnly(resolve(APPS_DIR, 'slack/actions', '../app.js'))).toBe(false);
  });
});
