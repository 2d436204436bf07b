import { describe, expect, it } from 'vitest';
import { apps } from '@tandem/catalog/apps';
import { composeWorkerServices, derivedFiles, readRepoFile } from './derived-files.js';

describe('files derived from the app catalogue', () => {
  for (const file of derivedFiles) {
    it(`${file.path} is what the catalogue gives (run \`npm run derive\` after changing an app)`, () => {
      const current = readRepoFile(file.path);
      expect(current, file.path).toBe(file.render(Object.values(apps), current));
    });
  }

  it('gives a new app its pool group a worker service of its own', () => {
    const services = composeWorkerServices([apps.shopify, { ...apps.openai, pool: 'long-calls' }, apps.http]);
    expect([...services.matchAll(/WORKER_POOLS: (\S+)/g)].map((m) => m[1])).toEqual(['flows', 'shops', 'long-calls', 'other']);
  });
});
