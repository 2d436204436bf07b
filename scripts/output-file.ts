import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A part's own output (Postgres, the Temporal server) kept out of the terminal: each line goes to a
 * log file under the data folder, emptied at every start, and is shown only when something fails.
 */
export function outputFile(path: string): (line: string) => void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, '');
  return (line) => appendFileSync(path, `${line}\n`);
}
