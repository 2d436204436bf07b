import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const server = /^(fastify|@fastify\/|fastify-type-provider-zod|pg|kysely|@temporalio\/|node:|ulid|prom-client|@opentelemetry\/)/;

/** Where `@tandem/<package>/<sub>` points, from that package's `exports`. */
function resolvePackage(specifier: string): string | undefined {
  const [, name, sub] = /^@tandem\/([^/]+)(?:\/(.*))?$/.exec(specifier) ?? [];
  if (!name) return undefined;
  const root = join(repo, name);
  const exports = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, string> }).exports;
  const key = sub ? `./${sub}` : '.';
  const target = exports[key] ?? exports['./*']?.replace('*', sub ?? '');
  return target ? join(root, target) : undefined;
}

/** Every module the given file pulls in at run time (type-only imports left out), our own followed, others named. */
function importGraph(entry: string): { files: Set<string>; bare: Set<string> } {
  const files = new Set<string>();
  const bare = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, typeOnly, specifier] of text.matchAll(/^(?:import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gm)) {
      if (typeOnly || !specifier) continue;
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
      else if (specifier.startsWith('@tandem/catalog')) bare.add(specifier); // the flow language the web already loads
      else if (specifier.startsWith('@tandem/')) {
        const target = resolvePackage(specifier);
        if (target) visit(target);
        else bare.add(specifier);
      } else bare.add(specifier);
    }
  };
  visit(entry);
  return { files, bare };
}

describe('the route declarations the web app imports', () => {
  const { files, bare } = importGraph(join(repo, 'services/src/api/contract/index.ts'));

  it('pull in no server module (fastify, pg, kysely, Temporal, Node builtins)', () => {
    expect([...bare].filter((specifier) => server.test(specifier))).toEqual([]);
    expect([...bare].filter((specifier) => !specifier.startsWith('@tandem/catalog'))).toEqual(['zod']);
  });

  it('use no Node global (a browser has no Buffer or process)', () => {
    const nodeGlobals = [...files].filter((file) => /(?<![\w.])(Buffer|process|__dirname)\b(?!\w)/.test(readFileSync(file, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')));
    expect(nodeGlobals.map((file) => file.slice(repo.length))).toEqual([]);
  });

  it('reach only schema modules, never a route, a repository or the app', () => {
    const own = [...files].map((file) => file.slice(repo.length));
    expect(own.filter((file) => /services\/src\/(api\/routes|api\/app|repos|runs|triggers)\//.test(file) || file.endsWith('api/app.ts'))).toEqual([]);
    expect(own).toContain('services/src/api/contract/auth.ts');
  });

  it('sees a server import when one is there (the check itself works)', () => {
    const { bare: ofRoutes } = importGraph(join(repo, 'services/src/api/routes/auth.ts'));
    expect([...ofRoutes].some((specifier) => server.test(specifier))).toBe(true);
  });
});
