import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inputRules } from '@tandem/catalog';
import type { CatalogApp } from '@tandem/catalog/sdk';
import { poolGroups } from '@tandem/workers/pool-groups';

/**
 * The files derived from the app catalogue (each app's folder, catalog/src/apps/<app>/): written by
 * `npm run derive`, and a test fails when one differs from what the catalogue gives.
 */
export const repoRoot = resolve(import.meta.dirname, '../..');

export interface DerivedFile {
  /** Path from the repository root. */
  path: string;
  /** The file's text from the catalogue, given its current text (a derived part of a hand-written file). */
  render(apps: readonly CatalogApp[], current: string): string;
}

const COMPOSE_BEGIN = '  # BEGIN worker pools: one service per pool group the apps name, derived from the catalogue by `npm run derive`.';
const COMPOSE_END = '  # END worker pools';

/** The worker services of docker-compose.yml: the flows queue, then one per pool group with the apps it serves. */
export function composeWorkerServices(apps: readonly CatalogApp[]): string {
  const service = (name: string, pools: string, comment: string) =>
    [`  # ${comment}`, `  worker-${name}:`, '    <<: *worker', '    environment:', '      <<: *tandem-env', `      WORKER_POOLS: ${pools}`].join('\n');
  const services = [service('flows', 'flows', 'The interpreter workflows and their core activities.')];
  for (const [group, ids] of poolGroups(apps)) {
    const comment = group === 'other' ? `Every app that names no pool (${ids.join(', ')}).` : `Apps with pool '${group}' (${ids.join(', ')}).`;
    services.push(service(group, group, comment));
  }
  return [COMPOSE_BEGIN, services.join('\n\n'), COMPOSE_END].join('\n');
}

/** The compose file with its worker services block replaced by the catalogue's. */
function composeFile(apps: readonly CatalogApp[], current: string): string {
  const begin = current.indexOf(COMPOSE_BEGIN);
  const end = current.indexOf(COMPOSE_END);
  if (begin < 0 || end < begin) throw new Error(`docker-compose.yml lacks the lines "${COMPOSE_BEGIN.trim()}" and "${COMPOSE_END.trim()}" around the worker services`);
  return current.slice(0, begin) + composeWorkerServices(apps) + current.slice(end + COMPOSE_END.length);
}

/** The public site's app list: every app that does not say `listedOnSite: false`, by its catalogue name. */
function siteAppsModule(apps: readonly CatalogApp[]): string {
  const rows = apps.filter((app) => app.listedOnSite !== false).map((app) => `  { id: '${app.id}', name: '${app.name.replace(/[\\']/g, (c) => `\\${c}`)}' },`);
  return [
    '// Derived from the catalogue (each app\'s `name` and `listedOnSite` in catalog/src/apps/<app>/app.ts)',
    '// by `npm run derive`: edit the apps, not this file. The site does not load the catalogue itself.',
    '',
    '/** The apps of the catalogue the site names, with their ids for `/flows?a=`. */',
    'export const siteApps = [',
    ...rows,
    '] as const;',
    '',
  ].join('\n');
}

/** A trait's value as TypeScript: plain values as they are, input rules by name (catalog/src/retry/input-rules.ts). */
function traitSource(key: string, value: unknown, where: string): string {
  if (typeof value !== 'function') return JSON.stringify(value).replace(/"/g, "'");
  const name = Object.entries(inputRules).find(([, rule]) => rule === value)?.[0];
  if (!name) throw new Error(`${where}: ${key} is a function the workflows cannot read; use one of catalog/src/retry/input-rules.ts (or add one there)`);
  return name;
}

const TRAIT_KEYS = ['mutates', 'mutatesFor', 'idempotent', 'usesIdempotencyKey', 'defaultTimeout'] as const;

/**
 * The retry traits every action declares, as the table the workflows read (they may not load the
 * connectors): every action that mutates or declares more than reading with the default timeout.
 */
function retryTraitsModule(apps: readonly CatalogApp[]): string {
  const rules = new Set<string>();
  const rows: string[] = [];
  for (const app of apps) {
    for (const action of app.actions) {
      const declared = TRAIT_KEYS.filter((key) => action[key] !== undefined && !(key === 'mutates' && action[key] === false));
      if (declared.length === 0) continue;
      const where = `${app.id} ${action.id}`;
      const fields = TRAIT_KEYS.filter((key) => key === 'mutates' || declared.includes(key)).map((key) => {
        const source = traitSource(key, action[key], where);
        if (typeof action[key] === 'function') rules.add(source);
        return `${key}: ${source}`;
      });
      rows.push(`  '${app.id}/${action.id}': { ${fields.join(', ')} },`);
    }
  }
  return [
    "// Derived from the catalogue (the retry traits each action declares in catalog/src/apps/<app>/actions/)",
    '// by `npm run derive`: edit the actions, not this file. The workflows read it because the connectors',
    '// may not enter workflow code.',
    "import type { RetryTraits } from './retry-policy.js';",
    ...(rules.size > 0 ? [`import { ${[...rules].sort().join(', ')} } from './input-rules.js';`] : []),
    '',
    '/** The retry traits of every action that mutates or has a timeout of its own, by `<app>/<action>`. */',
    'export const actionRetryTraits = {',
    ...rows,
    '} as const satisfies Record<string, RetryTraits>;',
    '',
  ].join('\n');
}

/** Every app's pinned API version, from the `api-version.ts` in its folder (named after its id). */
function apiVersionsModule(apps: readonly CatalogApp[]): string {
  const name = (id: string) => id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return [
    "// Derived from the catalogue (each app's catalog/src/apps/<app>/api-version.ts) by `npm run derive`.",
    "import type { ApiVersionPin } from './shared/api-version.js';",
    ...apps.map((app) => `import { apiVersion as ${name(app.id)} } from './${app.id}/api-version.js';`),
    "import type { AppId } from './registry.js';",
    '',
    "/** The vendor API version each app pins, with its retirement date (each in the app's own `api-version.ts`). */",
    'export const apiVersions: Readonly<Record<AppId, ApiVersionPin>> = {',
    ...apps.map((app) => `  ${/^[a-z0-9]+$/.test(app.id) ? app.id : `'${app.id}'`}: ${name(app.id)},`),
    '};',
    '',
  ].join('\n');
}

export const derivedFiles: readonly DerivedFile[] = [
  { path: 'catalog/src/apps/api-versions.ts', render: apiVersionsModule },
  { path: 'catalog/src/retry/action-retry-traits.generated.ts', render: retryTraitsModule },
  { path: 'docker-compose.yml', render: composeFile },
  { path: 'web/src/site/site-apps.generated.ts', render: siteAppsModule },
];

export const readRepoFile = (path: string): string => {
  try {
    return readFileSync(join(repoRoot, path), 'utf8');
  } catch {
    return '';
  }
};
