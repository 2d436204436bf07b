import { readFileSync, writeFileSync } from 'node:fs';
import { logger } from '../log.js';
import { startBenchStack } from './bench-stack.js';
import { millionIterate, millionIterateSection } from './million-iterate.js';

/**
 * Runs only the 1,000,000-item iterate (a few minutes) and replaces its section of docs/benchmarks.md,
 * leaving the other sections as `npm run bench` wrote them: `node --import tsx scripts/bench/bench-million.ts`.
 */
const log = logger('bench');
const stack = await startBenchStack(log);
try {
  log('iterate over 1,000,000 items');
  const section = millionIterateSection(await millionIterate(stack)).join('\n');
  const report = readFileSync('docs/benchmarks.md', 'utf8');
  const heading = '## An iterate over 1,000,000 items';
  const start = report.indexOf(heading);
  const next = start < 0 ? -1 : report.indexOf('\n## ', start + heading.length);
  const updated =
    start >= 0
      ? report.slice(0, start) + section + (next < 0 ? '' : report.slice(next + 1))
      : report.replace('\n## Checking a 500-step definition', `\n${section}\n## Checking a 500-step definition`);
  writeFileSync('docs/benchmarks.md', updated);
  log(section);
} finally {
  await stack.stop();
}
process.exit(0);
