import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
export const webDist = join(webRoot, 'dist');
const lockDir = join(webRoot, '.dist-building');

/** The newest modification time below `path` (files and folders). */
function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, entry) => Math.max(latest, newest(join(path, entry))), stat.mtimeMs);
}

/** Whether web/dist is missing or older than the sources it is built from (including the catalogue). */
function isStale(): boolean {
  const built = join(webDist, 'index.html');
  if (!existsSync(built) || !existsSync(join(webDist, 'site', 'pages.json'))) return true;
  const sources = ['src', 'public', 'index.html', 'site.html', 'vite.config.ts', 'site-prerender-plugin.ts', join('..', 'catalog', 'src'), join('..', 'services', 'src', 'api', 'contract'), join('..', 'services', 'src', 'api', 'schemas'), join('..', 'docs')].map((source) => join(webRoot, source));
  return Math.max(...sources.filter(existsSync).map(newest)) > statSync(built).mtimeMs;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds the web app with Vite's API when web/dist is missing or stale, quietly. Test files run in
 * parallel workers, so a lock folder makes one build and the others wait for it.
 */
export async function ensureWebBuild(): Promise<string> {
  for (let waited = 0; isStale(); waited += 250) {
    try {
      mkdirSync(lockDir);
    } catch {
      // Another worker builds; a lock older than two minutes is left over from a crash.
      if (waited > 120_000 || Date.now() - statSync(lockDir, { throwIfNoEntry: false })!.mtimeMs > 120_000) rmSync(lockDir, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    // Vite's build sets NODE_ENV=production in this process; the process (a test worker, the bench)
    // is not production, and Tandem's config would then refuse its development keys.
    const nodeEnv = process.env.NODE_ENV;
    try {
      if (isStale()) await build({ configFile: join(webRoot, 'vite.config.ts'), logLevel: 'silent' });
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
      rmSync(lockDir, { recursive: true, force: true });
    }
  }
  return webDist;
}
