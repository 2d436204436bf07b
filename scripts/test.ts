import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureTemporalBinary } from '@tandem/temporal/server';

/**
 * The whole test suite: type check, lint, then every vitest project (unit and integration, on a
 * real Postgres and a real Temporal dev server). Ends with one summary line.
 */
function run(title: string, command: string, args: string[]): boolean {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status === 0;
}

await ensureTemporalBinary();
const typesOk = run('type check', 'npx', ['tsx', 'scripts/typecheck.ts']);
const lintOk = run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
const results = '.vitest-results.json';
rmSync(results, { force: true });
const extra = process.argv.slice(2);
const testsOk = run('tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`, ...extra]);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(results)) {
  const report = JSON.parse(readFileSync(results, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  passed = report.numPassedTests;
  failed = report.numFailedTests;
  skipped = report.numPendingTests + report.numTodoTests;
}
if (!typesOk) console.log('type check failed');
if (!lintOk) console.log('lint failed');
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(typesOk && lintOk && testsOk && failed === 0 && passed > 0 ? 0 : 1);
