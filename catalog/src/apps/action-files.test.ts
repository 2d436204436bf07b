import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apps } from './registry.js';

const APPS_DIR = import.meta.dirname;

/** The file name of an action: its id in kebab case (`lists.getMembers` → `lists-get-members.ts`). */
export const actionFileName = (id: string): string => `${id.replaceAll('.', '-').replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}.ts`;

describe('one file per action, named after its id', () => {
  it('names a file after an id in kebab case', () => {
    expect(actionFileName('tasks.create')).toBe('tasks-create.ts');
    expect(actionFileName('keywords.historicalMetricsV2')).toBe('keywords-historical-metrics-v2.ts');
    expect(actionFileName('adGroupAds.report')).toBe('ad-group-ads-report.ts');
  });

  const registered = Object.entries(apps).flatMap(([appId, app]) => app.actions.map((action) => ({ appId, id: action.id })));

  it.each(registered)('$appId/$id has its own file holding its id as a literal', ({ appId, id }) => {
    const file = join(APPS_DIR, appId, 'actions', actionFileName(id));
    expect(existsSync(file), `${appId}/actions/${actionFileName(id)}`).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`['"\`]${id.replaceAll('.', '\\.')}['"\`]`));
  });

  it.each(Object.keys(apps))('%s/actions holds nothing but its actions and their tests', (appId) => {
    const expected = new Set(apps[appId as keyof typeof apps].actions.map((action) => actionFileName(action.id)));
    const files = readdirSync(join(APPS_DIR, appId, 'actions'));
    expect(files.filter((name) => !expected.has(name.replace(/\.test\.ts$/, '.ts')))).toEqual([]);
  });
});
