import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps, listCatalog } from '@tandem/catalog/apps';
import type { CatalogApp } from '@tandem/catalog/sdk';
import { connectionFormOf } from '@tandem/services/connection-form';
import { poolGroups } from '@tandem/workers/pool-groups';
import { taskQueuesFor } from '@tandem/workers';
import { derivedFiles, readRepoFile, repoRoot } from './derived-files.js';

/**
 * docs/adding-an-app.md, followed to the letter: its code blocks that start with a file name are
 * written into a temporary folder beside the other apps, the app is registered as the page says,
 * and the rest of Tandem sees it.
 */
const page = readFileSync(join(repoRoot, 'docs/adding-an-app.md'), 'utf8');
const files = [...page.matchAll(/```ts\n\/\/ catalog\/src\/apps\/acme\/(\S+)\n([\s\S]*?)```/g)].map((m) => ({ path: m[1]!, text: m[2]! }));

let folder: string;
let acmeApp: CatalogApp;
/** The registry with the page's line added (`acme: acmeApp` in `apps`). */
let catalogue: Record<string, CatalogApp>;

beforeAll(async () => {
  folder = mkdtempSync(join(repoRoot, 'catalog/src/apps/.new-app-'));
  for (const file of files) {
    mkdirSync(dirname(join(folder, file.path)), { recursive: true });
    writeFileSync(join(folder, file.path), file.text);
  }
  acmeApp = ((await import(join(folder, 'index.ts'))) as { acmeApp: CatalogApp }).acmeApp;
  catalogue = { ...apps, acme: acmeApp };
});

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('adding an app as docs/adding-an-app.md says', () => {
  it('the page gives the whole folder: app, API version, actions and index', () => {
    expect(files.map((f) => f.path).sort()).toEqual(['actions/orders-cancel.ts', 'actions/orders-list.ts', 'api-version.ts', 'app.ts', 'index.ts']);
  });

  it('is in the catalogue the API lists, with its actions', () => {
    const entry = listCatalog({}, catalogue).find((app) => app.id === 'acme');
    expect(entry).toMatchObject({ name: 'Acme Shop', authentication: 'token' });
    expect(entry?.actions.map((action) => [action.id, action.mutates])).toEqual([
      ['orders.list', false],
      ['orders.cancel', true],
    ]);
  });

  it('has the connection form the API serves: its labelled credential and its config', () => {
    const form = connectionFormOf(acmeApp, {});
    expect(form.credentials).toEqual([{ key: 'token', label: 'Acme API key' }]);
    expect(form.config).toMatchObject({ properties: { region: { enum: ['eu', 'us'], default: 'eu' } } });
    expect(form.missingServerSettings).toEqual([]);
  });

  it('as an OAuth2 app, names the client settings the operator still has to set', () => {
    const oauth2 = { authorizeUrl: 'https://login.acme.example/oauth/authorize', tokenUrl: 'https://login.acme.example/oauth/token', scopes: [], clientAuth: 'body', refreshable: true } as const;
    const form = connectionFormOf({ ...acmeApp, authentication: 'oauth2', oauth2 }, {});
    expect(form.missingServerSettings).toEqual(['TANDEM_OAUTH_ACME_CLIENT_ID', 'TANDEM_OAUTH_ACME_CLIENT_SECRET']);
  });

  it('is served by the workers of its pool, and the compose file runs that pool', () => {
    expect(poolGroups(Object.values(catalogue)).get('shops')).toContain('acme');
    expect(taskQueuesFor('shops', Object.values(catalogue))).toContain('app.acme');
    expect(taskQueuesFor('shops', Object.values(apps))).not.toContain('app.acme');
    const compose = derivedFiles.find((file) => file.path === 'docker-compose.yml')!;
    const rendered = compose.render(Object.values(catalogue), readRepoFile(compose.path));
    expect(rendered).toMatch(/# Apps with pool 'shops' \([^)]*\bacme\b[^)]*\)\.\n {2}worker-shops:/);
    const ownPool = compose.render(Object.values({ ...catalogue, acme: { ...acmeApp, pool: 'acme-pool' } }), readRepoFile(compose.path));
    expect(ownPool).toContain('  worker-acme-pool:\n    <<: *worker\n    environment:\n      <<: *tandem-env\n      WORKER_POOLS: acme-pool\n');
  });

  it("gives the workflows its actions' retry traits and the site its name", () => {
    const traits = derivedFiles.find((file) => file.path.endsWith('action-retry-traits.generated.ts'))!;
    const table = traits.render(Object.values(catalogue), '');
    expect(table).toContain("  'acme/orders.cancel': { mutates: true, idempotent: true },\n");
    expect(table).not.toContain('acme/orders.list');
    const site = derivedFiles.find((file) => file.path.endsWith('site-apps.generated.ts'))!;
    expect(site.render(Object.values(catalogue), '')).toContain("  { id: 'acme', name: 'Acme Shop' },\n");
  });

  it('pins its API version, which the version check reads', async () => {
    const versions = derivedFiles.find((file) => file.path.endsWith('api-versions.ts'))!;
    expect(versions.render(Object.values(catalogue), '')).toContain("import { apiVersion as acme } from './acme/api-version.js';");
    const { apiVersion } = (await import(join(folder, 'api-version.ts'))) as { apiVersion: { version: string; retires: string | null } };
    expect(apiVersion).toMatchObject({ version: 'v2', retires: null });
  });
});
