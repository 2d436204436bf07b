import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
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

export const derivedFiles: readonly DerivedFile[] = [
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
