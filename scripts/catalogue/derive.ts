import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apps } from '@tandem/catalog/apps';
import { poolGroups } from '@tandem/workers/pool-groups';
import { derivedFiles, readRepoFile, repoRoot } from './derived-files.js';

/**
 * `npm run derive`: writes the files derived from the app catalogue (docker-compose.yml's worker
 * services, the site's app list, ...). `--check` only says which differ (exit 1); `--pools` prints the
 * worker pool groups and their apps.
 */
const catalogue = Object.values(apps);
const mode = process.argv[2];
if (mode === '--pools') {
  for (const [group, ids] of poolGroups(catalogue)) console.log(`${group}: ${ids.join(', ')}`);
} else {
  let stale = 0;
  for (const file of derivedFiles) {
    const current = readRepoFile(file.path);
    const wanted = file.render(catalogue, current);
    if (wanted === current) continue;
    stale += 1;
    if (mode === '--check') console.log(`${file.path} differs from the catalogue`);
    else writeFileSync(join(repoRoot, file.path), wanted);
    if (mode !== '--check') console.log(`wrote ${file.path}`);
  }
  if (mode === '--check' && stale > 0) process.exit(1);
}
