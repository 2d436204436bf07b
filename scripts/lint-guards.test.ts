import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const probes = ['temporal/src/workflows/lint-guard-probe.ts', 'workers/src/lint-guard-probe.ts'];
/**
 * The repository's config as is; the probes exist only in memory, so the type-aware parser is told
 * to give them a default program (a file on disk would be found through its workspace's tsconfig).
 */
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { files: probes, languageOptions: { parserOptions: { projectService: { allowDefaultProject: probes } } } },
});

/** Lints `code` as if it were the file at `path` (relative to the repository). */
async function ruleIds(code: string, path: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result!.messages.map((message) => message.ruleId);
}

const floating = `export async function start(run: () => Promise<void>): Promise<void> {\n  run();\n}\n`;
const awaited = `export async function start(run: () => Promise<void>): Promise<void> {\n  await run();\n}\n`;

describe('lint guards (eslint.config.js)', () => {
  it('flags a promise nobody awaits in workflow and worker code', async () => {
    for (const path of probes) expect(await ruleIds(floating, path)).toEqual(['@typescript-eslint/no-floating-promises']);
  });

  it('passes the awaited promise, and leaves the other workspaces to the untyped rules', async () => {
    for (const path of probes) expect(await ruleIds(awaited, path)).toEqual([]);
    expect(await ruleIds(floating, 'services/src/lint-guard-probe.ts')).toEqual([]);
  });

  it('keeps the API out of the workers (they import @tandem/platform)', async () => {
    const api = `import { buildApp } from '@tandem/services/api';\nexport const app = buildApp;\n`;
    const platform = `import { connectDatabase } from '@tandem/platform/db';\nexport const connect = connectDatabase;\n`;
    expect(await ruleIds(api, 'workers/src/lint-guard-probe.ts')).toEqual(['no-restricted-imports']);
    expect(await ruleIds(platform, 'workers/src/lint-guard-probe.ts')).toEqual([]);
  });

  it('keeps workflow code to workflow-safe imports', async () => {
    const workflow = 'temporal/src/workflows/lint-guard-probe.ts';
    const imports = [
      `import { connectDatabase } from '@tandem/platform/db';`,
      `import { buildApp } from '@tandem/services/api';`,
      `import { apps } from '@tandem/catalog/apps';`,
      `import { defineApp } from '@tandem/catalog/sdk';`,
      `import { defineApp } from '../../../catalog/src/sdk/define-app.js';`,
      `import { Kysely } from 'kysely';`,
      `import { Pool } from 'pg';`,
      `import { readFileSync } from 'node:fs';`,
    ];
    for (const line of imports) expect(await ruleIds(`${line}\n`, workflow), line).toContain('no-restricted-imports');
    const safe = `import { proxyActivities } from '@temporalio/workflow';\nimport { evaluate } from '@tandem/catalog';\nexport const x = [proxyActivities, evaluate];\n`;
    expect(await ruleIds(safe, workflow)).toEqual([]);
  });
});
