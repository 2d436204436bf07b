import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[]; devDependencies: Record<string, string> };
/** The repository's own tools (vitest, fast-check, typescript, eslint) serve every workspace's tests and scripts. */
const tools = Object.keys(rootPackage.devDependencies);
const builtins = new Set(builtinModules);

type PackageJson = { name: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string>; peerDependencies?: Record<string, string> };

/** Every source file of a folder, without node_modules and build output. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|cjs|mjs|js)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((path) => !/[/\\](node_modules|dist)[/\\]/.test(path));
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; null for relative paths and Node builtins. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || specifier.startsWith('virtual:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtins.has(name) ? null : name;
}

/** The packages a file imports (static, dynamic, `require` and `import type`), as TypeScript reads them. */
function importedPackages(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.map((f) => packageOf(f.fileName)).filter((name): name is string => name !== null);
}

describe('every workspace declares what it imports', () => {
  it.each(rootPackage.workspaces)('%s', (workspace) => {
    const pkg = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')) as PackageJson;
    const declared = new Set([pkg.name, ...tools, ...Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies })]);
    const undeclared = sourceFiles(join(root, workspace)).flatMap((file) =>
      importedPackages(file)
        .filter((name) => !declared.has(name) && !name.startsWith('@types/'))
        .map((name) => `${file.slice(root.length)} imports ${name}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('sees an undeclared import', () => {
    expect(packageOf('@tandem/platform/db')).toBe('@tandem/platform');
    expect(packageOf('kysely')).toBe('kysely');
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('fs/promises')).toBeNull();
    expect(packageOf('./x.js')).toBeNull();
  });
});
