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
let flaky: string[] = [];
type Report = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
};
if (existsSync(results)) {
  const report = JSON.parse(readFileSync(results, 'utf8')) as Report;
  passed = report.numPassedTests;
  failed = report.numFailedTests;
  skipped = report.numPendingTests + report.numTodoTests;
  // A test that passed after a failed try (the browser suites retry once in CI) keeps its first error.
  flaky = report.testResults.flatMap((file) => file.assertionResults.filter((t) => t.status === 'passed' && t.failureMessages.length > 0).map((t) => `${file.name}: ${t.fullName}\n    first try: ${t.failureMessages[0]?.split('\n')[0] ?? ''}`));
}
if (!typesOk) console.log('type check failed');
if (!lintOk) console.log('lint failed');
if (flaky.length > 0) console.log(`\npassed on a second try (flaky):\n  ${flaky.join('\n  ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped${flaky.length > 0 ? `, ${flaky.length} flaky` : ''}`);
process.exit(typesOk && lintOk && testsOk && failed === 0 && passed > 0 ? 0 : 1);
