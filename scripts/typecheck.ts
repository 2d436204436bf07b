import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Type-checks every workspace with its own tsconfig (web has DOM and JSX settings). */
const projects = ['tsconfig.json', 'catalog', 'temporal', 'platform', 'workers', 'services', 'web'].filter((p) =>
  existsSync(p.endsWith('.json') ? p : `${p}/tsconfig.json`),
);
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '--noEmit', '-p', project], { stdio: 'inherit' });
  console.log(`typecheck ${project}: ${result.status === 0 ? 'ok' : 'FAILED'}`);
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
