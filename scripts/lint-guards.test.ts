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
      `import { runAction } from '@tandem/catalog/runtime';`,
      `import { defineApp } from '../../../catalog/src/sdk/define-app.js';`,
      `import { Kysely } from 'kysely';`,
      `import { Pool } from 'pg';`,
      `import { readFileSync } from 'node:fs';`,
    ];
    for (const line of imports) expect(await ruleIds(`${line}\n`, workflow), line).toContain('no-restricted-imports');
    const safe = `import { proxyActivities } from '@temporalio/workflow';\nimport { evaluate } from '@tandem/catalog';\nexport const x = [proxyActivities, evaluate];\n`;
    expect(await ruleIds(safe, workflow)).toEqual([]);
  });

  describe('app code imports the front door of the SDK and nothing of the engine or the tests', () => {
    const app = 'catalog/src/apps/notification/lint-guard-probe.ts';
    const nested = 'catalog/src/apps/notification/actions/lint-guard-probe.ts';
    const fired = async (line: string, path: string) => (await ruleIds(`${line}\nexport const x = 1;\n`, path)).includes('no-restricted-imports');

    it('takes the SDK from @tandem/catalog/sdk, never the runtime nor a path into the SDK', async () => {
      expect(await fired(`import { defineApp } from '@tandem/catalog/sdk';`, app)).toBe(false);
      for (const line of [
        `import { runAction } from '@tandem/catalog/runtime';`,
        `import { defineApp } from '../../sdk/index.js';`,
        `import { runAction } from '../../sdk/runtime/index.js';`,
        `import { egressKey } from '../../sdk/http/egress-policy.js';`,
      ]) {
        expect(await fired(line, app), line).toBe(true);
      }
      expect(await fired(`import { prepareAppCall } from '../../../sdk/runtime/app-call.js';`, nested)).toBe(true);
    });

    it('never imports fakes or a testing/ folder from runtime code; its tests and test kits may', async () => {
      for (const line of [
        `import { startFakeServer } from '@tandem/catalog/fakes';`,
        `import { startMailgunFake } from '../../fakes/mailgun-fake.js';`,
        `import { startFake } from './testing/fake.js';`,
        `import { startFake } from '../mailgun/testing/fake.js';`,
      ]) {
        expect(await fired(line, app), line).toBe(true);
      }
      const testOnly = `import { startFakeServer } from '@tandem/catalog/fakes';\nimport { runAction } from '@tandem/catalog/runtime';\nimport { startFake } from './testing/fake.js';\n`;
      expect(await fired(testOnly, 'catalog/src/apps/notification/lint-guard-probe.test.ts')).toBe(false);
      expect(await fired(testOnly, 'catalog/src/apps/notification/testing/lint-guard-probe.ts')).toBe(false);
    });

    it("reaches another app only through its index.ts; its own folder and apps/shared freely", async () => {
      for (const [line, path] of [
        [`import { mailgunSendMessage } from '../mailgun/actions/send-message.js';`, app],
        [`import { mailgun } from '../mailgun/app.js';`, app],
        [`import { mailgun } from '../../mailgun/app.js';`, nested],
        [`import { apps } from '@tandem/catalog/apps';`, app],
      ]) {
        expect(await fired(line!, path!), line).toBe(true);
      }
      for (const [line, path] of [
        [`import { mailgunSendMessage } from '../mailgun/index.js';`, app],
        [`import { mailgunSendMessage } from '../../mailgun/index.js';`, nested],
        [`import { currencyCode } from '../shared/currency-code.js';`, app],
        [`import { currencyCode } from '../../shared/currency-code.js';`, nested],
        [`import { notification } from './app.js';`, app],
        [`import { notification } from '../app.js';`, nested],
        [`import { send } from './actions/send.js';`, app],
        [`import { z } from 'zod';`, app],
      ]) {
        expect(await fired(line!, path!), line).toBe(false);
      }
    });

    it('leaves the catalogue itself (registry, summaries) free to use the runtime', async () => {
      expect(await fired(`import { actionJsonSchemas } from '@tandem/catalog/runtime';`, 'catalog/src/apps/lint-guard-probe.ts')).toBe(false);
    });
  });

  it('keeps the connector runtime and the fakes out of the web app', async () => {
    for (const line of [`import { runAction } from '@tandem/catalog/runtime';`, `import { startFakeServer } from '@tandem/catalog/fakes';`]) {
      expect(await ruleIds(`${line}\nexport const x = 1;\n`, 'web/src/lint-guard-probe.ts'), line).toContain('no-restricted-imports');
    }
  });
});
